import { useLingui } from '@lingui/react/macro'
import { Facts, Muted, Page, Panel } from '../../shell/Page'
import { usePlayer } from '../account/AccountPage'

/** The minigame token wallet (docs/product.md#user-session: token_balance and frozen_token), in its own layout. */
export function MinigamePage() {
  const { t } = useLingui()
  const { minigame } = usePlayer()
  return (
    <Page title={t`Minigame`}>
      <Facts
        items={[
          { label: t`Tokens to play`, value: minigame.token_balance },
          { label: t`Frozen tokens`, value: minigame.frozen_token },
        ]}
      />
      <Panel>
        <Muted>
          {minigame.token_balance > 0
            ? t`Your tokens are ready. Minigames open here when a round starts.`
            : t`You have no tokens yet. Play games to earn minigame tokens.`}
        </Muted>
      </Panel>
    </Page>
  )
}
