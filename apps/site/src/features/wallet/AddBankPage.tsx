import { useLingui } from '@lingui/react/macro'
import { Muted, Page, Panel } from '../../shell/Page'

export function AddBankPage() {
  const { t } = useLingui()
  return (
    <Page title={t`Add a bank account`}>
      <Panel>
        <Muted>{t`Bank accounts are added by our support team for your safety. Please contact support with your bank details.`}</Muted>
      </Panel>
    </Page>
  )
}
