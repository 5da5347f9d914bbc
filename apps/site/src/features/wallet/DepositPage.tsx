import { useLingui } from '@lingui/react/macro'
import { Muted, Page, Panel } from '../../shell/Page'
import { WalletSummary } from './WalletSummary'

export function DepositPage() {
  const { t } = useLingui()
  return (
    <Page title={t`Deposit`}>
      <WalletSummary />
      <Panel>
        <Muted>{t`Deposit methods for this site are not available online yet. Please contact support to top up.`}</Muted>
      </Panel>
    </Page>
  )
}
