import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { newPage, productAndBrowserPerFile, untilHydrated } from './harness'

const manifest: Record<string, { file: string }> = JSON.parse(
  readFileSync(fileURLToPath(new URL('../dist/.vite/manifest.json', import.meta.url)), 'utf8'),
)
/** Built catalogue file -> its locale and group (`vi/ui`). */
const catalogueLocale = new Map<string, string>()
for (const [source, chunk] of Object.entries(manifest)) {
  const catalogue = source.match(/src\/locales\/([a-z]+\/[a-z]+)\.po$/)?.[1]
  if (catalogue) catalogueLocale.set(chunk.file, catalogue)
}

/**
 * Each language as a player picks it, with texts the login and home pages then show, and the name of the
 * tenant's "Promotions" menu item (the tenant names it in English only).
 */
const languages = [
  {
    code: 'PHP',
    name: 'Filipino',
    lang: 'fil',
    logIn: 'Mag-log in',
    hotGames: 'Mga sikat na laro',
    promotions: 'Mga promo',
  },
  { code: 'CN', name: '中文', lang: 'zh', logIn: '登录', hotGames: '热门游戏', promotions: '优惠活动' },
  {
    code: 'ESP',
    name: 'Español',
    lang: 'es',
    logIn: 'Iniciar sesión',
    hotGames: 'Juegos populares',
    promotions: 'Promociones',
  },
  {
    code: 'RUS',
    name: 'Русский',
    lang: 'ru',
    logIn: 'Войти',
    hotGames: 'Популярные игры',
    promotions: 'Акции',
  },
  {
    code: 'VI',
    name: 'Tiếng Việt',
    lang: 'vi',
    logIn: 'Đăng nhập',
    hotGames: 'Trò chơi nổi bật',
    promotions: 'Khuyến mãi',
  },
  {
    code: 'MS',
    name: 'Bahasa Melayu',
    lang: 'ms',
    logIn: 'Log masuk',
    hotGames: 'Permainan popular',
    promotions: 'Promosi',
  },
  {
    code: 'NE',
    name: 'नेपाली',
    lang: 'ne',
    logIn: 'लग इन',
    hotGames: 'लोकप्रिय खेलहरू',
    promotions: 'प्रवर्द्धनहरू',
  },
  {
    code: 'EN',
    name: 'English',
    lang: 'en',
    logIn: 'Log in',
    hotGames: 'Hot games',
    promotions: 'Promotions',
  },
]

const env = productAndBrowserPerFile()

/** Opens the picker by the header's language button, named in the language on screen ("Wika: PHP"). */
async function pick(page: Page, name: string, current: string) {
  await page
    .getByRole('button', { name: new RegExp(`[:：]\\s*${current}$`) })
    .first()
    .click()
  await page.getByRole('dialog').getByRole('button', { name }).click()
}

async function languageCookie(page: Page) {
  const cookies = await page.context().cookies()
  return cookies.find((cookie) => cookie.name === 'language')
}

describe.each([
  {
    page: 'login',
    path: '/login',
    text: (l: (typeof languages)[number]) => l.logIn,
    role: 'heading' as const,
  },
  { page: 'home', path: '/', text: (l: (typeof languages)[number]) => l.hotGames, role: 'heading' as const },
])('switching through the eight languages on the $page page', ({ path, text, role }) => {
  it('re-renders without a reload and moves the URL prefix, <html lang>, the cookie and the catalogue', async () => {
    const { context, page } = await newPage(env.browser, 1440)
    const catalogues: string[] = []
    page.on('request', (request) => {
      const file = new URL(request.url()).pathname.slice(1)
      const locale = catalogueLocale.get(file)
      if (locale) catalogues.push(locale)
    })
    await page.goto(`${env.product.origin()}${path}`)
    await page.locator('[data-layout="template1"]').waitFor()
    await untilHydrated(page)
    await page.evaluate(() => {
      ;(window as unknown as { notReloaded: boolean }).notReloaded = true
    })
    expect(new Set(catalogues.map((catalogue) => catalogue.split('/')[0]))).toEqual(new Set(['en']))

    let current = 'EN'
    for (const language of languages) {
      catalogues.length = 0
      const previous = current.toLowerCase()
      await pick(page, language.name, current)
      current = language.code
      const prefix = language.code === 'EN' ? '' : `/${language.code.toLowerCase()}`
      await page.waitForURL((url) => url.pathname === (`${prefix}${path === '/' ? '' : path}` || '/'))
      await page
        .getByRole(role, { name: text(language) })
        .first()
        .waitFor()
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language.lang)
      await page
        .getByRole('navigation')
        .getByRole('link', { name: language.promotions, exact: true })
        .first()
        .waitFor()
      const cookie = await languageCookie(page)
      expect(cookie?.value).toBe(language.code)
      expect(cookie?.path).toBe('/')
      expect(cookie?.sameSite).toBe('Lax')
      expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 3600)
      // Only the chosen language's files come down (English ones were loaded already at the start), but for the
      // dialogs' texts of the language shown, which come with the picker the first time it opens.
      expect(
        catalogues.filter((catalogue) => catalogue !== `${previous}/dialogs`),
        language.code,
      ).toSatisfy((files: string[]) =>
        files.every((file) => file.startsWith(`${language.code.toLowerCase()}/`)),
      )
      expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
        true,
      )
    }
    await context.close()
  })
})
