import { useLingui } from '@lingui/react/macro'
import type { CmsContent, CmsPageKey } from '@lobbykit/contract/calls/settings'
import { siteInfoDetail } from '@lobbykit/core/api/settings/siteInfoDetail'
import { Muted, Page } from '../../shell/Page'
import { prose } from '../../shell/Page.css'
import { useRuntime } from '../../shell/runtime'
import { useApiQuery } from '../../shell/useApiQuery'
import { useLanguage } from '../../shell/useLanguage'
import { pickBody } from './pickBody'
import { SeoBodyPage } from './SeoBodyPage'

function CmsBody({ html, loading }: { html: string | undefined; loading: boolean }) {
  const { t } = useLingui()
  if (loading) return <Muted>{t`Loading…`}</Muted>
  if (!html) return <Muted>{t`This page has no content yet.`}</Muted>
  // biome-ignore lint/security/noDangerouslySetInnerHtml: tenant CMS HTML, sanitised by DOMPurify in pickBody
  return <div className={prose} dangerouslySetInnerHTML={{ __html: html }} />
}

/** One of the tenant's CMS pages (spec section 3: about_us, privacy_policy, banking, faqs, responsible_gaming). */
function CmsPage({ page, title }: { page: CmsPageKey; title: string }) {
  const { site } = useRuntime()
  const { code } = useLanguage()
  const info = useApiQuery(siteInfoDetail, site)
  const cms: CmsContent | undefined = info.data?.cms
  const published = cms?.[`${page}_status`]
  const html = cms && published ? pickBody(cms[`en_${page}`], cms[`local_${page}`], code) : undefined
  return (
    <Page title={title}>
      <CmsBody html={html} loading={info.status === 'loading'} />
    </Page>
  )
}

export function AboutPage() {
  const { t } = useLingui()
  return <CmsPage page="about_us" title={t`About us`} />
}
export function PrivacyPolicyPage() {
  const { t } = useLingui()
  return <CmsPage page="privacy_policy" title={t`Privacy policy`} />
}
export function BankingPage() {
  const { t } = useLingui()
  return <CmsPage page="banking" title={t`Banking`} />
}
export function FaqsPage() {
  const { t } = useLingui()
  return <CmsPage page="faqs" title={t`Frequently asked questions`} />
}
export function ResponsibleGamingPage() {
  const { t } = useLingui()
  return <CmsPage page="responsible_gaming" title={t`Responsible gaming`} />
}

/** Terms and conditions: the CMS has no such page, so the body is the SEO record's of 'term-condition'. */
export function TermsPage() {
  const { t } = useLingui()
  return (
    <SeoBodyPage
      page="term-condition"
      title={t`Terms and conditions`}
      empty={t`This page has no content yet.`}
      titleFromRecord
    />
  )
}
