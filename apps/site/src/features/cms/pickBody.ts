import { sanitizeHtml } from '@lobbykit/core/cms/sanitize'
import { pickText } from './pickText'

// The sanitiser is heavy: pages that show only plain words import `pickText` from its own module.

/** `pickText` for a CMS body, sanitised before it reaches the page (docs/product.md#cms-sanitising). */
export function pickBody(english: string, local: string, inLocalLanguage: boolean): string {
  return sanitizeHtml(pickText(english, local, inLocalLanguage))
}
