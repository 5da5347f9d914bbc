import { describe, expect, it } from 'vitest'
import { checkTheme, templateByCode, templateById, templateIds, templateRegistry } from './registry'

describe('template registry', () => {
  it('has twenty templates, template18 missing, codes casino1 to sportsbook2', () => {
    expect(templateRegistry).toHaveLength(20)
    expect(templateIds).not.toContain('template18')
    expect(templateRegistry[0]?.code).toBe('casino1')
    expect(templateRegistry.at(-1)?.code).toBe('sportsbook2')
    expect(new Set(templateRegistry.map((t) => t.code)).size).toBe(20)
  })

  it('gives every template five distinct kebab-case colours', () => {
    for (const entry of templateRegistry) {
      expect(new Set(entry.colours).size).toBe(5)
      for (const colour of entry.colours) expect(colour).toMatch(/^[a-z]+(-[a-z]+)*$/)
    }
  })

  it('uses the per-template breakpoints of docs/product.md#template-breakpoints', () => {
    const expected: Record<string, number> = {
      template2: 1200,
      template3: 1200,
      template4: 999,
      template6: 999,
      template8: 999,
      template9: 999,
      template10: 1200,
      template11: 768,
      template12: 769,
      template13: 769,
      template14: 769,
      template15: 768,
      template16: 768,
      template17: 768,
      template20: 960,
      template21: 960,
    }
    for (const entry of templateRegistry) expect(entry.breakpoint).toBe(expected[entry.id] ?? 1024)
  })

  it('redirects visitors as docs/product.md#visitor-redirect says', () => {
    expect(templateByCode('slot2')?.guardRedirect).toBe('home-then-login-modal')
    expect(templateByCode('slot4')?.guardRedirect).toBe('home-then-login-modal')
    expect(templateByCode('sportsbook1')?.guardRedirect).toBe('home-then-login-modal')
    expect(templateByCode('slot5')?.guardRedirect).toBe('home-then-signin-modal')
    const others = templateRegistry.filter(
      (t) => !['slot2', 'slot4', 'slot5', 'sportsbook1'].includes(t.code),
    )
    for (const entry of others) expect(entry.guardRedirect).toBe('login-route')
  })

  it('opens the login modal from the rewards icon only on templates 4, 6, 8 and 10', () => {
    const modal = templateRegistry.filter((t) => t.rewardsLogin === 'login-modal').map((t) => t.id)
    expect(modal).toEqual(['template4', 'template6', 'template8', 'template10'])
  })

  it('checks theme code before colour', () => {
    expect(checkTheme('casino99', 'nope')).toEqual({ ok: false, message: 'Invalid theme code' })
    expect(checkTheme('casino1', 'nope')).toEqual({ ok: false, message: 'Invalid theme color' })
    expect(checkTheme('casino1', 'midnight-gold')).toMatchObject({ ok: true, colour: 'midnight-gold' })
  })

  it('throws on an unknown id rather than guessing', () => {
    expect(() => templateById('template18' as never)).toThrow('Unknown template id')
  })
})
