import { useLingui } from '@lingui/react/macro'
import { maxGamesPageSize } from '@lobbykit/contract/calls/product'
import { getGames } from '@lobbykit/core/api/product/getGames'
import { getHotGames } from '@lobbykit/core/api/product/getHotGames'
import { useCategoryLabel } from '../../i18n/labels'
import { toTile } from '../../shell/games'
import { useRuntime } from '../../shell/runtime'
import { useTemplateProps } from '../../shell/templateProps'
import { type QueryState, useApiQuery } from '../../shell/useApiQuery'
import { useShell } from '../../shell/useShell'

interface LobbyPageProps {
  /** A product category key of docs/product.md#categories, or 'hot'. */
  category: string
}

/** A category's lobby, presented by the tenant's template: the first page of its games and providers. */
export function LobbyPage({ category }: LobbyPageProps) {
  const { t } = useLingui()
  const { templateModule } = useShell()
  const { site } = useRuntime()
  const props = useTemplateProps()
  const title = useCategoryLabel()(category)
  const isHot = category === 'hot'
  const hot = useApiQuery(getHotGames, isHot ? { ...site, game_type: '' } : undefined)
  const listed = useApiQuery(
    getGames,
    isHot ? undefined : { ...site, category, page: 1, page_size: maxGamesPageSize },
  )
  const query: QueryState<{ value: Parameters<typeof toTile>[0][] }> = isHot ? hot : listed
  const providers = (listed.data?.providers ?? []).map((p) => ({
    code: p.provider_code,
    name: p.provider_name,
  }))
  const Lobby = templateModule.Lobby
  return (
    <Lobby
      site={props.site}
      session={props.session}
      title={title}
      categories={props.categories}
      games={(query.data?.value ?? []).map((game) => toTile(game, props.favourites))}
      providers={providers}
      loading={query.status === 'loading'}
      {...(query.status === 'error' ? { error: t`The games could not be loaded. Please try again.` } : {})}
      actions={props.actions}
    />
  )
}

export const HotLobby = () => <LobbyPage category="hot" />
export const SlotsLobby = () => <LobbyPage category="slot_game" />
export const CasinoLobby = () => <LobbyPage category="casino" />
export const HashGameLobby = () => <LobbyPage category="hash_game" />
export const SportsLobby = () => <LobbyPage category="sportsbook" />
export const FishingLobby = () => <LobbyPage category="fishing" />
export const PokerLobby = () => <LobbyPage category="poker" />
export const SabongLobby = () => <LobbyPage category="sabong" />
export const LotteryLobby = () => <LobbyPage category="lottery" />
export const HorseRacingLobby = () => <LobbyPage category="horse_racing" />
export const BingoLobby = () => <LobbyPage category="bingo" />
export const ArcadeLobby = () => <LobbyPage category="arcade" />
export const CrashLobby = () => <LobbyPage category="crash" />
