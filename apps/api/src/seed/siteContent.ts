import type { CmsPageKey } from '@lobbykit/contract'
import { sanitizeHtml } from '../content/sanitizeHtml'
import type { DemoTenant } from './demoTenants'

/** The tenant's second language for CMS bodies and SEO items: its own language, or Filipino for EN sites. */
export function localLanguage(demo: DemoTenant): 'PHP' | 'VI' | 'MS' {
  return demo.language === 'VI' || demo.language === 'MS' ? demo.language : 'PHP'
}

// The site shows each page's title as its h1, so a body starts with its text, not with the title again.
const englishBodies: Record<CmsPageKey, (site: string, currency: string) => string> = {
  about_us: (site) =>
    `<p>${site} brings slots, live casino, sports and more to one account.</p><p>Every game comes from a licensed provider and every payout is processed the same day.</p>`,
  privacy_policy: (site) =>
    `<p>${site} keeps only the data it needs to run your account: your account id, phone, e-mail and transactions.</p><ul><li>We never sell your data.</li><li>You can ask for a copy or for deletion at any time.</li></ul>`,
  banking: (_site, currency) =>
    `<p>Deposits and withdrawals are in ${currency}. Deposits are credited at once; withdrawals are processed within 24 hours.</p><ul><li>Minimum deposit: 100 ${currency}</li><li>Minimum withdrawal: 200 ${currency}</li></ul>`,
  faqs: (site) =>
    `<h2>How do I sign up?</h2><p>Choose Register, pick an account id and password and confirm your phone.</p><h2>How do I contact ${site}?</h2><p>Use the live chat at the bottom right, any time.</p>`,
  responsible_gaming: () =>
    `<p>Play for fun, set a budget and take breaks.</p><p>You can set deposit limits or close your account from your profile. <a href="https://www.responsiblegambling.org/">Get help</a></p>`,
}

const localLines: Record<'PHP' | 'VI' | 'MS', string> = {
  PHP: 'Maglaro nang masaya at responsable. Narito kami para tumulong anumang oras.',
  VI: 'Hãy chơi vui vẻ và có trách nhiệm. Chúng tôi luôn sẵn sàng hỗ trợ bạn.',
  MS: 'Bermain dengan seronok dan bertanggungjawab. Kami sedia membantu pada bila-bila masa.',
}

export function cmsPagesOf(demo: DemoTenant, index: number) {
  const local = localLanguage(demo)
  const pages = Object.keys(englishBodies) as CmsPageKey[]
  return pages.map((page) => ({
    page,
    status: !(page === 'faqs' && index % 4 === 3),
    enBody: sanitizeHtml(englishBodies[page](demo.siteName, demo.currency)),
    localBody: sanitizeHtml(`<p>${demo.siteName}: ${localLines[local]}</p>`),
  }))
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
] as const

export function seoPagesOf(demo: DemoTenant) {
  const domain = demo.domains[0] ?? `${demo.code}.localhost`
  const lang = localLanguage(demo)
  return seoPageNames.map((page) => {
    const label = page === 'home' ? 'Home' : page[0]?.toUpperCase() + page.slice(1)
    const path = page === 'home' ? '/' : `/${page}`
    return {
      pageName: page,
      enItemName: label,
      enBody: `${demo.siteName}: ${label}`,
      localItemName: label,
      localBody: `${demo.siteName}: ${localLines[lang]}`,
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
      metaImageUrl: `/api/media/logo/${demo.code}/icon.svg`,
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
    imgUrl: `/api/media/badge/${encodeURIComponent(name)}.svg`,
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

/** Deposit and turnover thresholds in minor units. */
export const demoVipLevels = [
  { level: 0, name: 'Bronze', minDeposit: 0, minTurnover: 0 },
  { level: 1, name: 'Silver', minDeposit: 100_000, minTurnover: 1_000_000 },
  { level: 2, name: 'Gold', minDeposit: 500_000, minTurnover: 5_000_000 },
  { level: 3, name: 'Platinum', minDeposit: 2_000_000, minTurnover: 20_000_000 },
  { level: 4, name: 'Diamond', minDeposit: 10_000_000, minTurnover: 100_000_000 },
]
