import { useLingui } from '@lingui/react/macro'
import { Facts, Muted, Page, Panel } from '../../shell/Page'
import { usePlayer } from '../account/AccountPage'

export function SpinPage() {
  const { t } = useLingui()
  const { minigame } = usePlayer()
  return (
    <Page title={t`Lucky spin`}>
      <Facts items={[{ label: t`Tokens to spin`, value: minigame.token_balance }]} />
      <Panel>
        <Muted>{t`Each spin uses one minigame token.`}</Muted>
      </Panel>
    </Page>
  )
}
