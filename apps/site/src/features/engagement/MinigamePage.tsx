import { useLingui } from '@lingui/react/macro'
import { Link } from '@lobbykit/ui/Link'
import { Muted, Page, Panel } from '../../shell/Page'
import { link } from '../../shell/Page.css'
import { useLanguage } from '../../shell/useLanguage'
import { LuckySpin } from './LuckySpin'
import { TokenWallet } from './TokenWallet'
import { useMinigame } from './useMinigame'

/**
 * The minigame in its own layout (docs/product.md#minigame), opened in a new tab by the rewards icon: the
 * token wallet (tokens, frozen tokens, bets to the next token, how tokens are earned) and the wheel itself.
 */
export function MinigamePage() {
  const { t } = useLingui()
  const { href } = useLanguage()
  const state = useMinigame()
  return (
    <Page title={t`Minigame`} lead={t`Turn your bets into tokens and spin the wheel for prizes.`}>
      {state.status === 'loading' ? <Muted>{t`Loading…`}</Muted> : null}
      {state.status === 'error' ? (
        <Muted>{t`Your tokens could not be loaded. Please try again later.`}</Muted>
      ) : null}
      {state.data ? (
        <>
          <Panel label={t`Your tokens`}>
            <TokenWallet state={state.data} />
          </Panel>
          <Panel label={t`Lucky spin`}>
            <LuckySpin state={state.data} onChanged={state.reload} />
            <Link className={link} href={href('/spin')}>
              {t`Open the lucky spin on its own page`}
            </Link>
          </Panel>
        </>
      ) : null}
    </Page>
  )
}
