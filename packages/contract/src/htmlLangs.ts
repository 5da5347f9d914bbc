/**
 * The `<html lang>` tag of each language a page may be shown in, by its code; a page's URL prefix is the
 * code in lower case (`/vi/slots`). docs/product.md#languages.
 */
export const htmlLangs = {
  EN: 'en',
  PHP: 'fil',
  CN: 'zh',
  ESP: 'es',
  RUS: 'ru',
  VI: 'vi',
  MS: 'ms',
  NE: 'ne',
  MMK: 'my',
  MNT: 'mn',
  IDR: 'id',
} as const satisfies Record<string, string>

/** The `<html lang>` tag of a language code; undefined for a code that is not listed. */
export function htmlLangOf(code: string): string | undefined {
  return (htmlLangs as Record<string, string>)[code.toUpperCase()]
}
