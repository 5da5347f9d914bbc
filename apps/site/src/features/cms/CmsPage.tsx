import { useLingui } from '@lingui/react/macro'
import type { CmsContent, CmsPageKey } from '@lobbykit/contract/calls/settings'
import { loadCms } from '@lobbykit/core/cms/loadCms'
import { layoutAtom } from '@lobbykit/core/stores/layout'
import { Button } from '@lobbykit/ui/Button'
import { useAtomValue } from 'jotai'
import { type ReactNode, useEffect, useState } from 'react'
import { Muted, Page } from '../../shell/Page'
import { prose } from '../../shell/Page.css'
import { useRuntime } from '../../shell/runtime'
import { useLanguage } from '../../shell/useLanguage'
import { pickBody } from './pickBody'
import { SeoBodyPage } from './SeoBodyPage'

function CmsBody({ html, state, retry }: { html: string | undefined; state: LoadState; retry(): void }) {
  const { t } = useLingui()
  if (state === 'loading') return <Muted>{t`Loading…`}</Muted>
  if (state === 'failed')
    return (
      <div role="alert">
        <Muted>{t`Something went wrong`}</Muted>
        <Button tone="neutral" onClick={retry}>
          {t`Try again`}
        </Button>
      </div>
    )
  if (!html) return <Muted>{t`This page has no content yet.`}</Muted>
  // biome-ignore lint/security/noDangerouslySetInnerHtml: tenant CMS HTML, sanitised by DOMPurify in pickBody
  return <div className={prose} dangerouslySetInnerHTML={{ __html: html }} />
}

type LoadState = 'loading' | 'loaded' | 'failed'

/**
 * One of the tenant's CMS pages (docs/product.md#cms: about_us, privacy_policy, banking, faqs,
 * responsible_gaming). `aside` is the page's own tools, shown beside the text on wide screens and after it on
 * phones (the deposit methods of /banking, the limits of /responsible-gaming).
 */
export function CmsPage({
  page,
  title,
  aside,
  asideClassName,
}: {
  page: CmsPageKey
  title: string
  aside?: ReactNode
  /** The grid that puts the text and `aside` side by side. */
  asideClassName?: string
}) {
  const runtime = useRuntime()
  const { inLocalLanguage } = useLanguage()
  // The after-mount loads put the pages in the layout store; a page opened before them asks (once) itself.
  const cms: CmsContent | null = useAtomValue(layoutAtom, { store: runtime.store }).cms
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure
  useEffect(() => {
    let live = true
    void loadCms(runtime).then((loaded) => {
      if (live) setFailed(!loaded)
    })
    return () => {
      live = false
    }
  }, [runtime, attempt])
  const published = cms?.[`${page}_status`]
  const html =
    cms && published ? pickBody(cms[`en_${page}`], cms[`local_${page}`], inLocalLanguage) : undefined
  const state: LoadState = cms ? 'loaded' : failed ? 'failed' : 'loading'
  const body = (
    <CmsBody
      html={html}
      state={state}
      retry={() => {
        setFailed(false)
        setAttempt((n) => n + 1)
      }}
    />
  )
  return (
    <Page title={title}>
      {aside ? (
        <div className={asideClassName}>
          <div>{body}</div>
          {aside}
        </div>
      ) : (
        body
      )}
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
export function FaqsPage() {
  const { t } = useLingui()
  return <CmsPage page="faqs" title={t`Frequently asked questions`} />
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
