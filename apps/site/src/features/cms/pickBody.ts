import { sanitizeHtml } from '@lobbykit/core/cms/sanitize'

/**
 * The local body when the page is not in English and the tenant wrote one (issue 7), else the English one.
 * Bodies are sanitised before they reach the page (docs/product.md#cms-sanitising).
 */
export function pickBody(english: string, local: string, languageCode: string): string {
  return sanitizeHtml(languageCode !== 'EN' && local.trim() ? local : english)
}
