import { findLanguage } from '@lobbykit/core/i18n/languages'
import { useMatches } from '@tanstack/react-router'
import { useEffect } from 'react'
import { askOnce, pageDataOf } from './pageData'
import { useRuntime } from './runtime'
import { useLanguage } from './useLanguage'

/**
 * Applies the SEO record of the page on screen (docs/product.md#seo: title, description, author, publisher,
 * keywords, social tags, canonical link). `<html lang>` stays the language the page is shown in.
 */
export function useRouteSeo() {
  const runtime = useRuntime()
  const { code } = useLanguage()
  const page = useMatches({
    select: (matches) => matches.findLast((match) => match.staticData?.page)?.staticData?.page,
  })
  useEffect(() => {
    if (!page) return
    // docs/architecture.md#server-rendering: a drawn page came with its record's tags in the head.
    const data = pageDataOf(runtime)
    if (data.seoServed) {
      data.seoServed = false
      return
    }
    let live = true
    // The page may show its record too (terms, news, promotions): one call serves both.
    void Promise.all([
      import('@lobbykit/core/seo/applySeo'),
      import('@lobbykit/core/api/seo/seo').then(({ seo }) =>
        askOnce(runtime, seo, { ...runtime.site, page_name: page }),
      ),
    ]).then(([{ applySeo }, result]) => {
      if (!live) return
      if (result.ok && result.data.value) applySeo(result.data.value)
      const htmlLang = findLanguage(code)?.htmlLang
      if (htmlLang) document.documentElement.lang = htmlLang
    })
    return () => {
      live = false
    }
  }, [page, code, runtime])
}
