import { languageForPrefix } from '../shell/languagePrefix'

/**
 * The language the first page shows (docs/product.md#language-prefix): the URL's prefix, else the tenant's
 * language from start-up.
 */
export function firstLanguage(pathname: string, tenantLanguage: string): string {
  return languageForPrefix(pathname.split('/')[1])?.code ?? (tenantLanguage || 'EN')
}
