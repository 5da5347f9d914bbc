import { findLanguage, hasMessages, type Language, languages } from '@lobbykit/core/i18n/languages'

/** A language's URL prefix is its code in lower case: `/vi/slots`, `/php/about`. */
export function prefixFor(code: string): string {
  return code.toLowerCase()
}

/** The language a URL prefix names; undefined for anything that is not a listed language. */
export function languageForPrefix(prefix: string | undefined): Language | undefined {
  if (!prefix || prefix !== prefix.toLowerCase()) return undefined
  return findLanguage(prefix)
}

/** Languages a player can pick: those with their own message files. */
export const selectableLanguages = languages.filter((language) => hasMessages(language.code))

/** Strips a valid language prefix from a path: `/vi/slots` -> `/slots`, `/vi` -> `/`. */
export function pathWithoutPrefix(pathname: string): string {
  const [, first, ...rest] = pathname.split('/')
  if (first && languageForPrefix(first)) return `/${rest.join('/')}`
  return pathname || '/'
}

/** Puts `code`'s prefix on a prefix-free path; the tenant's default language gets none. */
export function withPrefix(path: string, code: string | undefined, defaultCode: string): string {
  if (!code || code.toUpperCase() === defaultCode.toUpperCase()) return path
  return path === '/' ? `/${prefixFor(code)}` : `/${prefixFor(code)}${path}`
}
