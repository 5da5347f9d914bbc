import type { Store } from 'jotai/vanilla'
import { type CookieJar, languageCookieName, readCookie, writeLanguageCookie } from '../cookies/cookies'
import { languageAtom, messagesAtom } from '../stores/language'
import { defaultLanguageCode, findLanguage, type Language, type MessageGroup } from './languages'
import type { Messages } from './translate'

/** Loads one static message file, e.g. with `import(\`../locales/${code}/${group}.json\`)`. */
export type LoadMessageFile = (code: string, group: MessageGroup) => Promise<Messages>

export interface LanguageSwitcherOptions {
  store: Store
  load: LoadMessageFile
  log?: (message: string, detail?: unknown) => void
  jar?: CookieJar
  /** The `<html>` element whose lang attribute follows the language. */
  root?: { lang: string }
}

/**
 * docs/product.md#language-switch: switching the language at runtime. Message files load lazily and once per
 * language; English is always underneath, so a missing text or a language without files (MMK, MNT, IDR)
 * shows English. The language cookie and `<html lang>` follow.
 */
export function createLanguageSwitcher({
  store,
  load,
  log = console.warn,
  jar = document,
  root = document.documentElement,
}: LanguageSwitcherOptions): (code: string) => Promise<void> {
  const loaded = new Map<string, Promise<Messages>>()

  const loadLanguage = (language: Language): Promise<Messages> => {
    const cached = loaded.get(language.code)
    if (cached) return cached
    const pending = Promise.all(language.files.map((group) => load(language.code, group)))
      .then((files) => Object.assign({}, ...files) as Messages)
      .catch((error: unknown) => {
        log('Failed locale loading', error)
        loaded.delete(language.code)
        return {}
      })
    loaded.set(language.code, pending)
    return pending
  }

  return async (code) => {
    let language = findLanguage(code)
    if (!language) {
      log('Could not find messages for locale code', code)
      language = findLanguage(defaultLanguageCode) as Language
    }
    const english = findLanguage(defaultLanguageCode) as Language
    const [base, own] = await Promise.all([
      loadLanguage(english),
      language === english ? Promise.resolve({}) : loadLanguage(language),
    ])
    store.set(messagesAtom, { ...base, ...own })
    store.set(languageAtom, language.code)
    writeLanguageCookie(language.code, jar)
    root.lang = language.htmlLang
  }
}

/**
 * The language a page starts in: the player's earlier choice (the language cookie) when it is a known
 * code, else the tenant's default from start-up, else English.
 */
export function preferredLanguage(tenantDefault: string | undefined, jar: CookieJar = document): string {
  const saved = readCookie(languageCookieName, jar)
  return (
    (saved && findLanguage(saved)?.code) ||
    (tenantDefault && findLanguage(tenantDefault)?.code) ||
    defaultLanguageCode
  )
}
