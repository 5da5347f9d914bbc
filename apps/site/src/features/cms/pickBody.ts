import { sanitizeHtml } from '@lobbykit/core/cms/sanitize'

/** The tenant's local words when the page is not in English and the tenant wrote them, else the English ones. */
export function pickText(english: string, local: string, languageCode: string): string {
  return languageCode !== 'EN' && local.trim() ? local : english
}

/** `pickText` for a CMS body, sanitised before it reaches the page (docs/product.md#cms-sanitising). */
export function pickBody(english: string, local: string, languageCode: string): string {
  return sanitizeHtml(pickText(english, local, languageCode))
}
