import { describe, expect, it } from 'vitest'
import {
  checkTheme,
  defaultDesktopBreakpoint,
  isTemplateId,
  templateByCode,
  templateById,
  templateIds,
  templateRegistry,
} from './registry'

// What the registry must guarantee to the shell and the API, whatever templates it holds: these tests do not
// restate its rows, so adding a template (`pnpm new-template`) needs no change here.
describe('template registry', () => {
  it('names each template once, by an id and a theme code of its family', () => {
    expect(templateRegistry.map((entry) => entry.id)).toEqual([...templateIds])
    expect(new Set(templateRegistry.map((entry) => entry.code)).size).toBe(templateRegistry.length)
    for (const entry of templateRegistry) {
      expect(entry.id).toMatch(/^template\d+$/)
      expect(entry.code).toMatch(new RegExp(`^${entry.family}\\d+$`))
    }
  })

  it('finds every template by its code and by its id, and no other', () => {
    for (const entry of templateRegistry) {
      expect(templateByCode(entry.code)).toBe(entry)
      expect(templateById(entry.id)).toBe(entry)
      expect(isTemplateId(entry.id)).toBe(true)
    }
    expect(templateByCode('casino99')).toBeUndefined()
    expect(isTemplateId('template18')).toBe(false)
    expect(() => templateById('template18' as never)).toThrow('Unknown template id')
  })

  it('gives every template five distinct kebab-case colours', () => {
    for (const entry of templateRegistry) {
      expect(new Set(entry.colours).size).toBe(5)
      for (const colour of entry.colours) expect(colour).toMatch(/^[a-z]+(-[a-z]+)*$/)
    }
  })

  it('switches to the desktop layout between a tablet and a small laptop width', () => {
    for (const entry of templateRegistry) {
      expect(entry.breakpoint).toBeGreaterThanOrEqual(768)
      expect(entry.breakpoint).toBeLessThanOrEqual(1200)
    }
    expect(templateByCode('casino1')?.breakpoint).toBe(defaultDesktopBreakpoint)
  })

  it('sends visitors of the templates the product rules name to home and a dialog (docs/product.md#visitor-redirect)', () => {
    expect(templateByCode('slot2')?.guardRedirect).toBe('home-then-login-modal')
    expect(templateByCode('slot5')?.guardRedirect).toBe('home-then-signin-modal')
    expect(templateByCode('casino1')?.guardRedirect).toBe('login-route')
  })

  it('checks the theme code before the colour, and accepts each code with each of its own colours only', () => {
    expect(checkTheme('casino99', 'nope')).toEqual({ ok: false, message: 'Invalid theme code' })
    expect(checkTheme('casino1', 'nope')).toEqual({ ok: false, message: 'Invalid theme color' })
    for (const entry of templateRegistry) {
      for (const colour of entry.colours) {
        expect(checkTheme(entry.code, colour)).toMatchObject({ ok: true, template: entry, colour })
      }
    }
    const [first, second] = templateRegistry
    if (first && second && !first.colours.includes(second.colours[0])) {
      expect(checkTheme(first.code, second.colours[0])).toEqual({ ok: false, message: 'Invalid theme color' })
    }
  })
})
