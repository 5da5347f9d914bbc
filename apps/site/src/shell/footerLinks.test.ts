import type { CmsContent } from '@lobbykit/contract/calls/settings'
import { describe, expect, it } from 'vitest'
import { type FooterSource, footerLinks } from './footerLinks'

const english = (label: { message?: string }) => label.message ?? ''
const source = (overrides: Partial<FooterSource>): FooterSource => ({
  cmsStatus: true,
  cms: null,
  pathname: '/',
  href: (path) => `/vi${path}`,
  ...overrides,
})
const cmsWith = (on: Partial<Record<string, boolean>>) =>
  ({
    about_us_status: true,
    faqs_status: true,
    banking_status: true,
    responsible_gaming_status: true,
    privacy_policy_status: true,
    ...Object.fromEntries(Object.entries(on).map(([key, value]) => [`${key}_status`, value])),
  }) as unknown as CmsContent

describe('footer links', () => {
  it('lists every help page, in the language prefix, while the CMS bodies are not loaded yet', () => {
    const links = footerLinks(source({}), english)
    expect(links.map((link) => link.href)).toEqual([
      '/vi/about',
      '/vi/faqs',
      '/vi/banking',
      '/vi/responsible-gaming',
      '/vi/privacy-policy',
      '/vi/term-condition',
      '/vi/contact-us',
    ])
    expect(links[0]?.label).toBe('About us')
  })

  it('leaves out the CMS pages a tenant switched off, and all of them when CMS is off', () => {
    const some = footerLinks(source({ cms: cmsWith({ faqs: false, banking: false }) }), english)
    expect(some.map((link) => link.key)).toEqual([
      'about',
      'responsible-gaming',
      'privacy-policy',
      'term-condition',
      'contact-us',
    ])
    const none = footerLinks(source({ cmsStatus: false }), english)
    expect(none.map((link) => link.key)).toEqual(['term-condition', 'contact-us'])
  })

  it('marks the page the player is on', () => {
    const links = footerLinks(source({ pathname: '/faqs' }), english)
    expect(links.filter((link) => link.active).map((link) => link.key)).toEqual(['faqs'])
  })
})
