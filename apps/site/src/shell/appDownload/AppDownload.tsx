import { useLingui } from '@lingui/react/macro'
import { closeDownloadBar } from '@lobbykit/core/app/downloadBar'
import { layoutAtom } from '@lobbykit/core/stores/layout'
import { Button } from '@lobbykit/ui/Button'
import { Dialog } from '@lobbykit/ui/Dialog'
import { Icon } from '@lobbykit/ui/Icon'
import { useAtomValue } from 'jotai/react'
import { AppDownloadOptions } from '../../features/info/AppDownloadOptions'
import { RouterLink } from '../RouterLink'
import { useRuntime } from '../runtime'
import { useLanguage } from '../useLanguage'
import { useShell } from '../useShell'
import * as styles from './appDownload.css'

/**
 * docs/product.md#download-bar: the download bar (`show_download_bar`) and the app-download dialog
 * (`show_app_download`) it opens, with the same ways to get the app as /download.
 */
export default function AppDownload() {
  const { t } = useLingui()
  const { store } = useRuntime()
  const { site } = useShell()
  const { href } = useLanguage()
  const { show_download_bar: barShown, show_app_download: dialogOpen } = useAtomValue(layoutAtom, { store })
  const setDialog = (open: boolean) =>
    store.set(layoutAtom, { ...store.get(layoutAtom), show_app_download: open })
  const siteName = site.site_name

  return (
    <>
      {barShown && !dialogOpen ? (
        <section className={styles.bar} aria-label={t`Get the app`}>
          <span className={styles.badge}>
            <Icon name="download" size={22} />
          </span>
          <div className={styles.words}>
            <p className={styles.title}>{t`The ${siteName} app`}</p>
            <p className={styles.note}>{t`Full screen, one tap from your home screen.`}</p>
          </div>
          <Button size="sm" onClick={() => setDialog(true)}>
            {t`Get the app`}
          </Button>
          <button
            type="button"
            className={styles.close}
            aria-label={t`Not now`}
            onClick={() => closeDownloadBar(store)}
          >
            <Icon name="close" />
          </button>
        </section>
      ) : null}
      <Dialog open={dialogOpen} onClose={() => setDialog(false)} title={t`Download the app`}>
        <AppDownloadOptions />
        <RouterLink className={styles.more} href={href('/download')} onClick={() => setDialog(false)}>
          {t`All about the app`}
        </RouterLink>
      </Dialog>
    </>
  )
}
