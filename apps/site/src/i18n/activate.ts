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

/** Each language's compiled catalogues, one lazy chunk per file, so a player downloads only theirs. */
const catalogues = import.meta.glob<{ messages: Messages }>('../locales/*/*.po')

export type LoadCatalogue = (locale: string, group: string) => Promise<Messages>

const loadFromBundle: LoadCatalogue = async (locale, group) => {
  const load = catalogues[`../locales/${locale}/${group}.po`]
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

const loaded = new Set<string>()

/**
 * Switches the interface language at runtime (docs/product.md#language-switch): loads the language's five message
 * groups once, falls back to English with the log messages of docs/product.md#log-messages when they are missing or fail, and
 * updates lingui, core's language store (its `t` reads lingui's texts), `<html lang>` and the cookie.
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
  if (!loaded.has(locale)) {
    try {
      const files = await Promise.all(messageGroups.map((group) => load(locale, group)))
      i18n.load(locale, Object.assign({}, ...files))
      loaded.add(locale)
    } catch (error) {
      log('Failed locale loading', error)
      locale = 'en'
      if (!loaded.has('en')) {
        i18n.load(
          'en',
          Object.assign({}, ...(await Promise.all(messageGroups.map((group) => load('en', group))))),
        )
        loaded.add('en')
      }
    }
  }
  i18n.activate(locale)
  store.set(messagesAtom, plainTexts(i18n.messages))
  store.set(languageAtom, language.code)
  root.lang = language.htmlLang
  writeLanguageCookie(language.code, jar)
  return language.code
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
