import { useLingui } from '@lingui/react/macro'
import { Muted, Page, Panel } from '../../shell/Page'
import { WalletSummary } from './WalletSummary'

export function WithdrawalPage() {
  const { t } = useLingui()
  return (
    <Page title={t`Withdrawal`}>
      <WalletSummary />
      <Panel>
        <Muted>{t`Withdrawals need a bank account on file. Please contact support to withdraw.`}</Muted>
      </Panel>
    </Page>
  )
}
