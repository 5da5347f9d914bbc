import type { CmsPageKey } from '@lobbykit/contract'
import { logoArtPath } from '@lobbykit/contract/mediaPaths'
import { sanitizeHtml } from '../content/sanitizeHtml'
import type { DemoTenant } from './demoTenants'
import { type LocalLanguage, pageText, siteFacts } from './pageTexts'

/** The language of the tenant's local texts (docs/product.md#local-texts): its own, or Filipino for EN sites. */
export function localLanguage(demo: DemoTenant): LocalLanguage {
  return demo.language === 'VI' || demo.language === 'MS' ? demo.language : 'PHP'
}

/** The CMS pages (docs/product.md#seeded-texts): a body starts with its text, since the site shows the title as its h1. */
export function cmsPagesOf(demo: DemoTenant, index: number) {
  const local = localLanguage(demo)
  const facts = siteFacts(demo.siteName, demo.currency)
  return cmsPageKeys.map((page) => ({
    page,
    status: !(page === 'faqs' && index % 4 === 3),
    enBody: sanitizeHtml(pageText(page, 'EN', facts)),
    localBody: sanitizeHtml(pageText(page, local, facts)),
  }))
}

const cmsPageKeys: readonly CmsPageKey[] = [
  'about_us',
  'privacy_policy',
  'banking',
  'faqs',
  'responsible_gaming',
]

/** A short line for the SEO records' bodies that no page shows as its text. */
const localLines: Record<LocalLanguage, string> = {
  PHP: 'Maglaro nang masaya at responsable. Narito kami para tumulong anumang oras.',
  VI: 'Hãy chơi vui vẻ và có trách nhiệm. Chúng tôi luôn sẵn sàng hỗ trợ bạn.',
  MS: 'Bermain dengan seronok dan bertanggungjawab. Kami sedia membantu pada bila-bila masa.',
}

const seoPageNames = [
  'home',
  'slots',
  'casino',
  'sports',
  'fishing',
  'promotions',
  'vip',
  'about',
  'faqs',
  'register',
  'login',
  'news',
  'term-condition',
] as const

/** The SEO records whose body is the page itself (docs/product.md#routes): their seeded texts, in both languages. */
const pageBodies: Partial<Record<(typeof seoPageNames)[number], 'news' | 'term-condition'>> = {
  news: 'news',
  'term-condition': 'term-condition',
}
const labels: Partial<Record<(typeof seoPageNames)[number], string>> = {
  home: 'Home',
  'term-condition': 'Terms and conditions',
}

export function seoPagesOf(demo: DemoTenant) {
  const domain = demo.domains[0] ?? `${demo.code}.localhost`
  const lang = localLanguage(demo)
  const facts = siteFacts(demo.siteName, demo.currency)
  return seoPageNames.map((page) => {
    const label = labels[page] ?? page[0]?.toUpperCase() + page.slice(1)
    const path = page === 'home' ? '/' : `/${page}`
    const body = pageBodies[page]
    return {
      pageName: page,
      enItemName: label,
      enBody: body ? sanitizeHtml(pageText(body, 'EN', facts)) : `${demo.siteName}: ${label}`,
      localItemName: label,
      localBody: body ? sanitizeHtml(pageText(body, lang, facts)) : `${demo.siteName}: ${localLines[lang]}`,
      metaTitle:
        page === 'home'
          ? `${demo.siteName} | Online casino, slots and sports`
          : `${label} | ${demo.siteName}`,
      metaDesc: `${label} at ${demo.siteName}: play in ${demo.currency} with same-day payouts.`,
      metaKeywords: [demo.siteName.toLowerCase(), page, 'online casino', 'slots'].join(', '),
      metaUrl: `http://${domain}${path}`,
      metaCanonical: `http://${domain}${path}`,
      metaAuthor: demo.siteName,
      metaPublisher: demo.siteName,
      metaLang: 'en',
      metaImageUrl: logoArtPath(demo.code, 'icon.png'),
    }
  })
}

const partnerNames = [
  'Swift Pay',
  'GameCare',
  'Fair Play Labs',
  'Harbor Payments',
  'SecureBank',
  'Lucky Rewards',
  'PlaySafe Council',
]

export function partnersOf(index: number) {
  const count = 4 + (index % 3)
  return partnerNames.slice(index % 3, (index % 3) + count).map((name, position) => ({
    partnerName: name,
    href: `https://partners.example/${name.toLowerCase().replace(/\s+/g, '-')}`,
    imgUrl: `/api/media/badge/${encodeURIComponent(name)}.webp`,
    position,
  }))
}

export function socialAccountsOf(demo: DemoTenant, index: number) {
  const handle = demo.siteName.toLowerCase().replace(/[^a-z0-9]/g, '')
  const all = [
    { platform: 'facebook', accountName: demo.siteName, url: `https://www.facebook.com/${handle}` },
    { platform: 'telegram', accountName: `@${handle}`, url: `https://t.me/${handle}` },
    { platform: 'instagram', accountName: `@${handle}`, url: `https://www.instagram.com/${handle}` },
    { platform: 'youtube', accountName: demo.siteName, url: `https://www.youtube.com/@${handle}` },
    { platform: 'whatsapp', accountName: demo.siteName, url: 'https://wa.me/639170000000' },
  ]
  return all.slice(0, 3 + (index % 3)).map((account, position) => ({ ...account, position }))
}

export function analyticsOf(demo: DemoTenant, index: number) {
  if (index % 2 === 1) return []
  return [
    {
      section: 'HEAD',
      script: `<script>window.dataLayer=window.dataLayer||[];window.dataLayer.push({site:'${demo.code}'});</script>`,
      position: 0,
    },
    {
      section: 'BODY',
      script: `<noscript><img src="/api/media/badge/${demo.code}.svg" alt="" width="1" height="1"></noscript>`,
      position: 1,
    },
  ]
}

/**
 * The demo's VIP levels (docs/product.md#vip-rewards): deposit and turnover thresholds and the level-up reward in
 * centavos (scaled to each tenant's currency by `demoAmount`). No benefit lines: the site names the reward itself,
 * and the demo promises nothing else.
 */
export const demoVipLevels = [
  { level: 1, name: 'Bronze', minDeposit: 0, minTurnover: 0, levelUpReward: 0 },
  { level: 2, name: 'Silver', minDeposit: 100_000, minTurnover: 1_000_000, levelUpReward: 5_000 },
  { level: 3, name: 'Gold', minDeposit: 500_000, minTurnover: 5_000_000, levelUpReward: 20_000 },
  { level: 4, name: 'Platinum', minDeposit: 2_000_000, minTurnover: 20_000_000, levelUpReward: 100_000 },
  { level: 5, name: 'Diamond', minDeposit: 10_000_000, minTurnover: 100_000_000, levelUpReward: 500_000 },
]
