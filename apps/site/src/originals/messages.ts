import { i18n, type Messages } from '@lingui/core'

/** The game windows' own catalogue of each language (see lingui.config.ts), one lazy chunk per language. */
const catalogues = import.meta.glob<{ messages: Messages }>('../locales/*/originals.po')

/**
 * Adds the game windows' texts to the language `activateLanguage` made active. The site's lobby never loads
 * them, so they cost a first visit nothing. A missing catalogue falls back to English texts.
 */
export async function loadGameMessages(load = loadFromBundle): Promise<void> {
  const locale = i18n.locale
  const messages = await load(locale).catch(() => (locale === 'en' ? {} : load('en')))
  i18n.load(locale, messages)
  i18n.activate(locale)
}

async function loadFromBundle(locale: string): Promise<Messages> {
  const catalogue = catalogues[`../locales/${locale}/originals.po`]
  if (!catalogue) throw new Error(`no game catalogue for ${locale}`)
  return (await catalogue()).messages
}
