import { useLingui } from '@lingui/react/macro'
import { Muted, Page, Panel } from '../../shell/Page'
import { WalletSummary } from './WalletSummary'

function HistoryPage({ title, empty }: { title: string; empty: string }) {
  return (
    <Page title={title}>
      <WalletSummary />
      <Panel>
        <Muted>{empty}</Muted>
      </Panel>
    </Page>
  )
}

export function TransactionHistoryPage() {
  const { t } = useLingui()
  return (
    <HistoryPage
      title={t`Transaction history`}
      empty={t`Your deposits and withdrawals cannot be listed online yet.`}
    />
  )
}

export function BetHistoryPage() {
  const { t } = useLingui()
  return <HistoryPage title={t`Bet history`} empty={t`Your bets cannot be listed online yet.`} />
}

export function StatementPage() {
  const { t } = useLingui()
  return <HistoryPage title={t`Statement`} empty={t`Your account statement cannot be shown online yet.`} />
}
