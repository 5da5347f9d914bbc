import { i18n, type Messages } from '@lingui/core'
import { type CookieJar, writeLanguageCookie } from '@lobbykit/core/cookies/cookies'
import {
  defaultLanguageCode,
  findLanguage,
  type Language,
  messageGroups,
} from '@lobbykit/core/i18n/languages'
import { languageAtom, messagesAtom } from '@lobbykit/core/stores/language'
import type { Store } from 'jotai/vanilla'
import type { CatalogueModule } from './extraCatalogues'

/**
 * Each language's compiled catalogues of the five groups every page needs (`messageGroups`), one lazy chunk per
 * file, so a player downloads only theirs. The groups a page adds have their table apart (`extraCatalogues`): a
 * first visit does not download the names of their 16 files.
 */
export const pageCatalogues = import.meta.glob<CatalogueModule>(
  '../locales/*/{ui,validation,errors,messages,misc}.po',
)

export type LoadCatalogue = (locale: string, group: string) => Promise<Messages>

const isPageGroup = (group: string) => (messageGroups as readonly string[]).includes(group)

const loadFromBundle: LoadCatalogue = async (locale, group) => {
  const table = isPageGroup(group) ? pageCatalogues : (await import('./extraCatalogues')).extraCatalogues
  const load = table[`../locales/${locale}/${group}.po`]
  if (!load) throw new Error(`no catalogue ${locale}/${group}`)
  return (await load()).messages
}

/** The lingui locale of a language: its code in lower case; listed-only codes (MMK, MNT, IDR) use English. */
export function localeFor(language: Language): string {
  return language.files.length > 0 ? language.code.toLowerCase() : 'en'
}

export interface ActivateOptions {
  store: Store
  load?: LoadCatalogue
  log?: (message: string, detail?: unknown) => void
  root?: { lang: string }
  jar?: CookieJar
}

/** `<locale>/<group>` of every catalogue already given to lingui. */
const loaded = new Set<string>()

/**
 * Groups beyond the five every page needs, added by `loadMessageGroup` when a page first needs one (the
 * player's pages' texts): a language switch loads them too.
 */
const extraGroups = new Set<string>()

async function loadGroups(locale: string, groups: readonly string[], load: LoadCatalogue): Promise<void> {
  const missing = groups.filter((group) => !loaded.has(`${locale}/${group}`))
  if (missing.length === 0) return
  const files = await Promise.all(missing.map((group) => load(locale, group)))
  i18n.load(locale, Object.assign({}, ...files))
  for (const group of missing) loaded.add(`${locale}/${group}`)
}

/**
 * Switches the interface language at runtime (docs/product.md#language-switch): loads the language's five message
 * groups (and any group a page has asked for since) once, falls back to English with the log messages of
 * docs/product.md#log-messages when they are missing or fail, and updates lingui, core's language store (its `t`
 * reads lingui's texts), `<html lang>` and the cookie.
 */
export async function activateLanguage(code: string, options: ActivateOptions): Promise<string> {
  const {
    store,
    load = loadFromBundle,
    log = console.warn,
    root = document.documentElement,
    jar = document,
  } = options
  let language = findLanguage(code)
  if (!language) {
    log('Could not find messages for locale code', code)
    language = findLanguage(defaultLanguageCode) as Language
  }
  let locale = localeFor(language)
  const groups = [...messageGroups, ...extraGroups]
  try {
    await loadGroups(locale, groups, load)
  } catch (error) {
    log('Failed locale loading', error)
    locale = 'en'
    await loadGroups('en', groups, load)
  }
  i18n.activate(locale)
  store.set(messagesAtom, plainTexts(i18n.messages))
  store.set(languageAtom, language.code)
  root.lang = language.htmlLang
  writeLanguageCookie(language.code, jar)
  return language.code
}

/**
 * Loads one more message group for the active language before a page that needs it renders: the player's
 * pages keep their texts in the `player` group, so a visitor's first page does not download them. English
 * stands in when the language's file fails to load.
 */
export async function loadMessageGroup(group: string, load: LoadCatalogue = loadFromBundle): Promise<void> {
  extraGroups.add(group)
  const locale = i18n.locale || 'en'
  try {
    await loadGroups(locale, [group], load)
  } catch {
    const english = await load('en', group)
    i18n.load(locale, english)
  }
}

/** Core's `t` takes plain texts: the compiled messages that are a single string. */
function plainTexts(messages: Messages): Record<string, string> {
  const texts: Record<string, string> = {}
  for (const [id, message] of Object.entries(messages)) {
    if (typeof message === 'string') texts[id] = message
    else if (Array.isArray(message) && message.every((part) => typeof part === 'string'))
      texts[id] = message.join('')
  }
  return texts
}
