import { useLingui } from '@lingui/react/macro'
import { seo } from '@lobbykit/core/api/seo/seo'
import { Muted, Page } from '../../shell/Page'
import { prose } from '../../shell/Page.css'
import { useRuntime } from '../../shell/runtime'
import { useApiQuery } from '../../shell/useApiQuery'
import { useLanguage } from '../../shell/useLanguage'
import { pickBody } from '../cms/CmsPage'

/** A page whose body the tenant writes in the SEO record of that page (news, promotions). */
export function SeoBodyPage({ page, title, empty }: { page: string; title: string; empty: string }) {
  const { site } = useRuntime()
  const { code } = useLanguage()
  const record = useApiQuery(seo, { ...site, page_name: page })
  const value = record.data?.value
  const html = value ? pickBody(value.en_body, value.local_body, code) : ''
  return (
    <Page title={title}>
      {html ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: tenant HTML, sanitised by DOMPurify in pickBody
        <div className={prose} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <Muted>{record.status === 'loading' ? '…' : empty}</Muted>
      )}
    </Page>
  )
}

export function NewsPage() {
  const { t } = useLingui()
  return <SeoBodyPage page="news" title={t`News`} empty={t`No news yet.`} />
}
