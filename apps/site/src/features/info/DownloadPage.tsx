import { useLingui } from '@lingui/react/macro'
import { Muted, Page, Panel } from '../../shell/Page'
import { useShell } from '../../shell/useShell'
import * as styles from '../account/account.css'

/** The tenant's apps (site.android_sub and site.ios_sub from start-up). */
export function DownloadPage() {
  const { t } = useLingui()
  const { site } = useShell()
  const apps = [
    { label: t`Android app`, url: site.android_sub },
    { label: t`iPhone app`, url: site.ios_sub },
  ].filter((app) => app.url)
  return (
    <Page title={t`Download the app`}>
      <Panel>
        {apps.length === 0 ? <Muted>{t`There is no app for this site yet.`}</Muted> : null}
        {apps.map((app) => (
          <a key={app.label} className={styles.link} href={app.url} rel="noopener">
            {app.label}
          </a>
        ))}
      </Panel>
    </Page>
  )
}
