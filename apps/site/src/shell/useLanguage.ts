import { useParams } from '@tanstack/react-router'
import { languageForPrefix, withPrefix } from './languagePrefix'
import { useShell } from './useShell'

/** The page's language (its URL prefix, else the site's default) and a helper for prefixed links. */
export function useLanguage() {
  const shell = useShell()
  const lang = useParams({ strict: false, select: (params) => (params as { lang?: string }).lang })
  const code = languageForPrefix(lang)?.code ?? shell.defaultLanguage
  return {
    code,
    lang,
    /** A site path in the current language: `/slots` -> `/vi/slots` when the page is Vietnamese. */
    href: (path: string) => withPrefix(path, code, shell.defaultLanguage),
  }
}
