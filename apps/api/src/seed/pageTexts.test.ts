import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from '../content/sanitizeHtml'
import { demoPaymentMethods } from './cashier'
import { pageText, siteFacts, type TextLanguage, type TextPage } from './pageTexts'

const pages: TextPage[] = [
  'about_us',
  'privacy_policy',
  'banking',
  'faqs',
  'responsible_gaming',
  'news',
  'term-condition',
]
const languages: TextLanguage[] = ['EN', 'PHP', 'VI', 'MS']

describe('the demo tenants’ page texts (docs/product.md#seeded-texts)', () => {
  it('are whole texts in every language, kept as they are by the sanitiser', () => {
    const facts = siteFacts('Reel Riot', 'PHP')
    for (const page of pages) {
      const english = pageText(page, 'EN', facts)
      for (const language of languages) {
        const text = pageText(page, language, facts)
        expect(text.length, `${page} ${language}`).toBeGreaterThan(150)
        const words = (html: string) => html.replace(/<[^>]+>/g, ' ')
        expect(words(sanitizeHtml(text)), `${page} ${language}`).toBe(words(text))
        if (language !== 'EN') expect(text, `${page} ${language}`).not.toBe(english)
      }
    }
  })

  it("name the demo cashier's own limits in the tenant's currency", () => {
    for (const [currency, instantMin] of [
      ['PHP', '100 PHP'],
      ['VND', '50,000 VND'],
      ['USD', '10 USD'],
      ['MYR', '10 MYR'],
    ] as const) {
      const banking = pageText('banking', 'EN', siteFacts('Reel Riot', currency))
      expect(banking, currency).toContain(`Instant top-up: from ${instantMin} to`)
      expect(demoPaymentMethods(currency).every((method) => method.fee === 0)).toBe(true)
      expect(banking).toContain('carry no fee')
    }
  })

  it('promise nothing the product does not do', () => {
    const facts = siteFacts('Reel Riot', 'PHP')
    const english = pages.map((page) => pageText(page, 'EN', facts)).join('\n')
    // Withdrawals wait for an operator, there is no minimum withdrawal, no limit is set "from your profile", and
    // the live chat is a tenant's option.
    for (const untrue of [
      /same day/i,
      /within 24 hours/i,
      /minimum withdrawal/i,
      /from your profile/i,
      /live chat/i,
    ])
      expect(english).not.toMatch(untrue)
  })
})
