import { describe, expect, it } from 'vitest'
import { domainConfig } from './siteConfig'

describe('domainConfig', () => {
  it('sends sportsbook tenants from / to their sports lobby', () => {
    expect(domainConfig('sportsbook1.localhost').rootRedirect).toBe('/sports')
  })

  it('picks a language from a country domain, nothing for others', () => {
    expect(domainConfig('lucky.com.vn').language).toBe('VI')
    expect(domainConfig('localhost')).toEqual({})
  })
})
