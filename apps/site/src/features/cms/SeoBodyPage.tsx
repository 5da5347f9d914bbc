import { useLingui } from '@lingui/react/macro'
import { seo } from '@lobbykit/core/api/seo/seo'
import { Muted, Page } from '../../shell/Page'
import { prose } from '../../shell/Page.css'
import { useRuntime } from '../../shell/runtime'
import { useApiQuery } from '../../shell/useApiQuery'
import { useLanguage } from '../../shell/useLanguage'
import { pickBody } from './pickBody'
import { pickText } from './pickText'

interface SeoBodyPageProps {
  page: string
  title: string
  empty: string
  /** Use the record's own item name (local when not English) as the heading, `title` when it has none. */
  titleFromRecord?: boolean
}

/** The body (sanitised, in the page's language) and item name of a page's SEO record. */
export function useSeoBody(page: string) {
  const { site } = useRuntime()
  const { inLocalLanguage } = useLanguage()
  const record = useApiQuery(seo, { ...site, page_name: page })
  const value = record.data?.value
  return {
    html: value ? pickBody(value.en_body, value.local_body, inLocalLanguage) : '',
    itemName: value ? pickText(value.en_item_name, value.local_item_name, inLocalLanguage) : '',
    loading: record.status === 'loading',
  }
}

/** A page whose body the tenant writes in the SEO record of that page (terms, news). */
export function SeoBodyPage({ page, title, empty, titleFromRecord = false }: SeoBodyPageProps) {
  const { t } = useLingui()
  const { html, itemName, loading } = useSeoBody(page)
  const recordTitle = titleFromRecord ? itemName : ''
  return (
    <Page title={recordTitle || title}>
      {html ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: tenant HTML, sanitised by DOMPurify in pickBody
        <div className={prose} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <Muted>{loading ? t`Loading…` : empty}</Muted>
      )}
    </Page>
  )
}
