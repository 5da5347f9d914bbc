import { templateRegistry } from '@lobbykit/contract/registry'
import { describe, expect, it } from 'vitest'
import { rootRedirect } from './rootRedirect'

describe('rootRedirect', () => {
  it('sends every sportsbook template to /sports, whatever its domain', () => {
    const sportsbooks = templateRegistry.filter((template) => template.code.startsWith('sportsbook'))
    expect(sportsbooks.length).toBeGreaterThan(0)
    for (const template of sportsbooks) expect(rootRedirect(template)).toBe('/sports')
  })

  it('keeps casino and slot tenants on their home page', () => {
    const others = templateRegistry.filter((template) => !template.code.startsWith('sportsbook'))
    for (const template of others) expect(rootRedirect(template)).toBeUndefined()
  })
})
