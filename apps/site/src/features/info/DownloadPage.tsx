import { useLingui } from '@lingui/react/macro'
import { Page } from '../../shell/Page'
import { AppDownloadOptions } from './AppDownloadOptions'

/** docs/product.md#installable-app: the site as an app and the tenant's store apps. */
export function DownloadPage() {
  const { t } = useLingui()
  return (
    <Page title={t`Download the app`}>
      <AppDownloadOptions />
    </Page>
  )
}
