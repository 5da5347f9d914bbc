import { htmlLangs } from '@lobbykit/contract/htmlLangs'
/**
 * docs/product.md#languages: the site's languages. The first eight have message files and a display name; MMK, MNT
 * and IDR are listed without either and fall back to English text with their own date locale.
 */
export const messageGroups = ['ui', 'validation', 'errors', 'messages', 'misc'] as const
export type MessageGroup = (typeof messageGroups)[number]

export interface Language {
  code: string
  /** The language's own name for itself, shown in the picker; absent for the listed-only codes. */
  name?: string
  icon?: string
  dateLocale: string
  /** BCP 47 tag for `<html lang>` and Intl. */
  htmlLang: string
  files: readonly MessageGroup[]
}

export const languages: readonly Language[] = [
  {
    code: 'EN',
    name: 'English',
    icon: 'en.svg',
    dateLocale: 'en',
    htmlLang: htmlLangs.EN,
    files: messageGroups,
  },
  {
    code: 'PHP',
    name: 'Filipino',
    icon: 'ph.svg',
    dateLocale: 'en',
    htmlLang: htmlLangs.PHP,
    files: messageGroups,
  },
  {
    code: 'CN',
    name: '中文',
    icon: 'cn.svg',
    dateLocale: 'zh',
    htmlLang: htmlLangs.CN,
    files: messageGroups,
  },
  {
    code: 'ESP',
    name: 'Español',
    icon: 'es.svg',
    dateLocale: 'es',
    htmlLang: htmlLangs.ESP,
    files: messageGroups,
  },
  {
    code: 'RUS',
    name: 'Русский',
    icon: 'ru.svg',
    dateLocale: 'ru',
    htmlLang: htmlLangs.RUS,
    files: messageGroups,
  },
  {
    code: 'VI',
    name: 'Tiếng Việt',
    icon: 'vi.svg',
    dateLocale: 'vi',
    htmlLang: htmlLangs.VI,
    files: messageGroups,
  },
  {
    code: 'MS',
    name: 'Bahasa Melayu',
    icon: 'ms.svg',
    dateLocale: 'ms',
    htmlLang: htmlLangs.MS,
    files: messageGroups,
  },
  {
    code: 'NE',
    name: 'नेपाली',
    icon: 'ne.svg',
    dateLocale: 'ne',
    htmlLang: htmlLangs.NE,
    files: messageGroups,
  },
  { code: 'MMK', dateLocale: 'en', htmlLang: htmlLangs.MMK, files: [] },
  { code: 'MNT', dateLocale: 'en', htmlLang: htmlLangs.MNT, files: [] },
  { code: 'IDR', dateLocale: 'en', htmlLang: htmlLangs.IDR, files: [] },
]

export const defaultLanguageCode = 'EN'

const byCode = new Map(languages.map((language) => [language.code, language]))

export function findLanguage(code: string): Language | undefined {
  return byCode.get(code.toUpperCase())
}

/** The date locale of docs/product.md#date-locales; unknown codes use English. */
export function dateLocaleFor(code: string): string {
  return findLanguage(code)?.dateLocale ?? 'en'
}

/** Whether a language has its own message files; the others show English text. */
export function hasMessages(code: string): boolean {
  return (findLanguage(code)?.files.length ?? 0) > 0
}
