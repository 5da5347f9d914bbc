import { useParams } from '@tanstack/react-router'
import { useMemo } from 'react'
import { showsLocalTexts } from '../features/cms/pickText'
import { languageForPrefix, withPrefix } from './languagePrefix'
import { useShell } from './useShell'

/** The page's language (its URL prefix, else the site's default) and a helper for prefixed links. */
export function useLanguage() {
  const shell = useShell()
  const lang = useParams({ strict: false, select: (params) => (params as { lang?: string }).lang })
  const code = languageForPrefix(lang)?.code ?? shell.defaultLanguage
  const { defaultLanguage } = shell
  const inLocalLanguage = showsLocalTexts(code, shell.site.local_language)
  // The same object while the language stays: the actions, menus and links made from it stay the same too.
  return useMemo(
    () => ({
      code,
      lang,
      /** Whether the page shows the tenant's local texts rather than its English ones (docs/product.md#local-texts). */
      inLocalLanguage,
      /** A site path in the current language: `/slots` -> `/vi/slots` when the page is Vietnamese. */
      href: (path: string) => withPrefix(path, code, defaultLanguage),
    }),
    [code, lang, defaultLanguage, inLocalLanguage],
  )
}
