import { useLingui } from '@lingui/react/macro'
import { installOfferAtom } from '@lobbykit/core/app/installOffer'
import { deviceInfoAtom } from '@lobbykit/core/stores/viewport'
import { Button } from '@lobbykit/ui/Button'
import { useAtomValue } from 'jotai/react'
import { useState, useSyncExternalStore } from 'react'
import { Muted, Panel } from '../../shell/Page'
import { useRuntime } from '../../shell/runtime'
import { useShell } from '../../shell/useShell'
import * as styles from '../account/account.css'

const standaloneQuery = '(display-mode: standalone)'

/** Whether the site runs as an installed app (false while a page drawn on the server hydrates). */
function useRunsAsApp(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia?.(standaloneQuery)
      query?.addEventListener('change', changed)
      return () => query?.removeEventListener('change', changed)
    },
    () =>
      window.matchMedia?.(standaloneQuery).matches === true ||
      (navigator as { standalone?: boolean }).standalone === true,
    () => false,
  )
}

/**
 * docs/product.md#installable-app: the site installed as an app (the browser's offer, or how to add it by hand),
 * and the tenant's store apps (site.android_sub and site.ios_sub from start-up). The /download page and the
 * app-download dialog (docs/product.md#download-bar) show the same.
 */
export function AppDownloadOptions() {
  const { t } = useLingui()
  const { site } = useShell()
  const { store } = useRuntime()
  const offer = useAtomValue(installOfferAtom, { store })
  const device = useAtomValue(deviceInfoAtom, { store })
  const runsAsApp = useRunsAsApp()
  const [asking, setAsking] = useState(false)
  const siteName = site.site_name
  const apps = [
    { label: t`Android app`, url: site.android_sub },
    { label: t`iPhone app`, url: site.ios_sub },
  ].filter((app) => app.url)

  const install = async () => {
    if (!offer) return
    setAsking(true)
    try {
      await offer.prompt()
      await offer.userChoice
    } finally {
      // The browser's offer can be used once: a later one comes with its own event.
      store.set(installOfferAtom, null)
      setAsking(false)
    }
  }

  return (
    <>
      <Panel>
        {runsAsApp ? (
          <p>{t`You are using the app.`}</p>
        ) : (
          <>
            <p>{t`Add ${siteName} to your home screen: it opens in its own window, like an app.`}</p>
            {offer ? (
              <Button onClick={() => void install()} busy={asking}>
                {t`Install the app`}
              </Button>
            ) : device?.isIos ? (
              <Muted>{t`On iPhone or iPad, tap Share, then Add to Home Screen.`}</Muted>
            ) : (
              <Muted>{t`In your browser's menu, choose Install app or Add to Home screen.`}</Muted>
            )}
          </>
        )}
      </Panel>
      {apps.length > 0 ? (
        <Panel label={t`Apps from the stores`}>
          <ul className={styles.linkList}>
            {apps.map((app) => (
              <li key={app.label}>
                <a className={styles.link} href={app.url} rel="noopener">
                  {app.label}
                </a>
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
    </>
  )
}
