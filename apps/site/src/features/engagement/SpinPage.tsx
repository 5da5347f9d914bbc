import { useLingui } from '@lingui/react/macro'
import { Link } from '@lobbykit/ui/Link'
import { Facts, Muted, Page, Panel } from '../../shell/Page'
import { link } from '../../shell/Page.css'
import { useLanguage } from '../../shell/useLanguage'
import { useFormatters } from '../../shell/useMoney'
import { LuckySpin } from './LuckySpin'
import { useMinigame } from './useMinigame'

/** The lucky spin (docs/product.md#minigame) in the tenant's template: the wheel, the tokens, the way to earn more. */
export function SpinPage() {
  const { t } = useLingui()
  const { href } = useLanguage()
  const { money } = useFormatters()
  const state = useMinigame()
  return (
    <Page title={t`Lucky spin`} lead={t`Each spin uses one minigame token.`}>
      {state.status === 'loading' ? <Muted>{t`Loading…`}</Muted> : null}
      {state.status === 'error' ? (
        <Muted>{t`Your tokens could not be loaded. Please try again later.`}</Muted>
      ) : null}
      {state.data ? (
        <>
          <Facts
            items={[
              { label: t`Tokens to spin`, value: state.data.token_balance },
              { label: t`Bets to your next token`, value: money(state.data.turnover_to_next_token) },
            ]}
          />
          <Panel>
            <LuckySpin state={state.data} onChanged={state.reload} />
          </Panel>
          <Link className={link} href={href('/minigame')}>
            {t`How tokens are earned`}
          </Link>
        </>
      ) : null}
    </Page>
  )
}
