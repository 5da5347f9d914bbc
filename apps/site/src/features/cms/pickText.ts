/**
 * Whether a page shows the tenant's local texts (docs/product.md#local-texts): only a page in the language they are
 * written in, and never when that language is English (the English texts are the `en_` fields).
 */
export function showsLocalTexts(pageLanguage: string, localLanguage: string): boolean {
  return pageLanguage === localLanguage && localLanguage !== 'EN'
}

/** The tenant's local words on a page that shows them, when the tenant wrote them; else the English ones. */
export function pickText(english: string, local: string, inLocalLanguage: boolean): string {
  return inLocalLanguage && local.trim() ? local : english
}
