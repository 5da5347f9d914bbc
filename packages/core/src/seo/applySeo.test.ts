import { afterEach, describe, expect, it } from 'vitest'
import { applySeo } from './applySeo'

const record = {
  id: 1,
  page_name: 'slots',
  en_item_name: 'Slots',
  en_body: '',
  local_item_name: '',
  local_body: '',
  meta_title: 'Slots | Lucky Harbor',
  meta_desc: 'Spin 500 slots',
  meta_keywords: 'slots, jackpot',
  meta_url: 'https://lucky.example.com/slots',
  meta_canonical: 'https://lucky.example.com/slots',
  meta_author: 'Lucky Harbor',
  meta_publisher: 'Lucky Harbor Ltd',
  meta_lang: 'en',
  meta_image_url: 'https://lucky.example.com/og/slots.png',
}

const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(`meta[${selector}]`)?.content

afterEach(() => {
  document.head.innerHTML = ''
  document.title = ''
})

describe('SEO record', () => {
  it('sets title, description, author, publisher, keywords, social tags, canonical and lang', () => {
    applySeo(record)
    expect(document.title).toBe('Slots | Lucky Harbor')
    expect(meta('name="description"')).toBe('Spin 500 slots')
    expect(meta('name="author"')).toBe('Lucky Harbor')
    expect(meta('name="publisher"')).toBe('Lucky Harbor Ltd')
    expect(meta('name="keywords"')).toBe('slots, jackpot')
    expect(meta('property="og:title"')).toBe('Slots | Lucky Harbor')
    expect(meta('property="og:url"')).toBe('https://lucky.example.com/slots')
    expect(meta('property="og:image"')).toBe('https://lucky.example.com/og/slots.png')
    expect(meta('name="twitter:card"')).toBe('summary_large_image')
    expect(meta('name="twitter:description"')).toBe('Spin 500 slots')
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(
      'https://lucky.example.com/slots',
    )
    expect(document.documentElement.lang).toBe('en')
  })

  it("updates tags in place and removes the previous page's tags the new record leaves empty", () => {
    applySeo(record)
    applySeo({
      ...record,
      meta_desc: 'Live tables',
      meta_keywords: '',
      meta_canonical: '',
      meta_image_url: '',
    })
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1)
    expect(meta('name="description"')).toBe('Live tables')
    expect(meta('name="keywords"')).toBeUndefined()
    expect(meta('name="twitter:card"')).toBeUndefined()
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull()
  })
})
