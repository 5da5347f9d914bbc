import { i18n, type Messages } from '@lingui/core'
import { languages } from '@lobbykit/core/i18n/languages'

/** The console's languages: the product's eight with message files (docs/operators.md#console). */
export const consoleLanguages = languages
  .filter((language) => language.name !== undefined)
  .map((language) => ({
    code: language.code.toLowerCase(),
    name: language.name as string,
    htmlLang: language.htmlLang,
  }))
export type ConsoleLanguage = (typeof consoleLanguages)[number]

const storageKey = 'lk_console_language'

/** The language the operator chose last in this browser, else English. */
export function storedLanguage(): string {
  try {
    const stored = localStorage.getItem(storageKey)
    if (stored && consoleLanguages.some((language) => language.code === stored)) return stored
  } catch {
    // Storage refused (private mode): English.
  }
  return 'en'
}

const catalogues = import.meta.glob<{ messages: Messages }>('../locales/*/console.po')

/** Loads a language's catalogue and makes it the console's; remembers it for the next visit. */
export async function activateLanguage(code: string): Promise<void> {
  const language = consoleLanguages.find((entry) => entry.code === code) ?? consoleLanguages[0]!
  const load = catalogues[`../locales/${language.code}/console.po`]
  const { messages } = load ? await load() : { messages: {} }
  i18n.loadAndActivate({ locale: language.code, messages })
  document.documentElement.lang = language.htmlLang
  try {
    localStorage.setItem(storageKey, language.code)
  } catch {
    // Not remembered: the choice holds for this visit.
  }
}

/** The Intl locale of the active language, for dates and money. */
export function intlLocale(): string {
  return consoleLanguages.find((language) => language.code === i18n.locale)?.htmlLang ?? 'en'
}
