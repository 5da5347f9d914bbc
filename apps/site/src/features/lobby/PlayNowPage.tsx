import { useLingui } from '@lingui/react/macro'
import { getGames } from '@lobbykit/core/api/product/getGames'
import { useSearch } from '@tanstack/react-router'
import { Muted, Page, Panel } from '../../shell/Page'
import { useRuntime } from '../../shell/runtime'
import { useApiQuery } from '../../shell/useApiQuery'

/** Opening a game (`/playnow?provider=..&game=..`): the game the player chose, in the plain layout. */
export function PlayNowPage() {
  const { t } = useLingui()
  const { site } = useRuntime()
  const search = useSearch({ strict: false }) as { provider?: unknown; game?: unknown }
  const provider = typeof search.provider === 'string' ? search.provider : ''
  const gameCode = typeof search.game === 'string' ? search.game : ''
  const games = useApiQuery(
    getGames,
    provider ? { ...site, provider_code: provider, page: 1, page_size: 100 } : undefined,
  )
  const game = games.data?.value.find((entry) => entry.game_code === gameCode)
  if (!provider || !gameCode) {
    return (
      <Page title={t`Play now`}>
        <Muted>{t`Choose a game in the lobby to play it here.`}</Muted>
      </Page>
    )
  }
  return (
    <Page title={game?.game_name ?? t`Play now`} lead={game?.provider_name}>
      <Panel>
        {games.status === 'loading' ? <Muted>{t`Loading…`}</Muted> : null}
        {games.status === 'success' && !game ? (
          <Muted>{t`This game is not available on this site.`}</Muted>
        ) : null}
        {game ? (
          <>
            <img
              src={game.game_image}
              alt=""
              width={240}
              height={240}
              style={{ borderRadius: 12, maxWidth: '100%', height: 'auto' }}
            />
            <Muted>{t`The game provider's window opens here when your session with the provider starts.`}</Muted>
          </>
        ) : null}
      </Panel>
    </Page>
  )
}
