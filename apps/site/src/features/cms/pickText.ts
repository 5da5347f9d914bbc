/** The tenant's local words when the page is not in English and the tenant wrote them, else the English ones. */
export function pickText(english: string, local: string, languageCode: string): string {
  return languageCode !== 'EN' && local.trim() ? local : english
}
