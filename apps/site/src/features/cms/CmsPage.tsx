import { useLingui } from '@lingui/react/macro'
import type { CmsContent, CmsPageKey } from '@lobbykit/contract/calls/settings'
import { seo } from '@lobbykit/core/api/seo/seo'
import { siteInfoDetail } from '@lobbykit/core/api/settings/siteInfoDetail'
import { sanitizeHtml } from '@lobbykit/core/cms/sanitize'
import { Muted, Page } from '../../shell/Page'
import { prose } from '../../shell/Page.css'
import { useRuntime } from '../../shell/runtime'
import { useApiQuery } from '../../shell/useApiQuery'
import { useLanguage } from '../../shell/useLanguage'

/**
 * The local body when the page is not in English and the tenant wrote one (issue 7), else the English one.
 * Bodies are sanitised before they reach the page (spec section 5).
 */
export function pickBody(english: string, local: string, languageCode: string): string {
  return sanitizeHtml(languageCode !== 'EN' && local.trim() ? local : english)
}

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
  const { site } = useRuntime()
  const { code } = useLanguage()
  const record = useApiQuery(seo, { ...site, page_name: 'term-condition' })
  const value = record.data?.value
  const title = value ? (code !== 'EN' && value.local_item_name) || value.en_item_name : ''
  return (
    <Page title={title || t`Terms and conditions`}>
      <CmsBody
        html={value ? pickBody(value.en_body, value.local_body, code) : undefined}
        loading={record.status === 'loading'}
      />
    </Page>
  )
}
