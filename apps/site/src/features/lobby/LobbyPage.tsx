import { useLingui } from '@lingui/react/macro'
import type { LobbyQuery } from '@lobbykit/ui/template'
import { useLocation, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useCategoryLabel } from '../../i18n/labels'
import { useTemplateProps } from '../../shell/templateProps'
import { useShell } from '../../shell/useShell'
import { hasStrayParameters, queryFromSearch, searchFromQuery, validateLobbySearch } from './lobbySearch'
import { useLobbyGames } from './useLobbyGames'

interface LobbyPageProps {
  /** A product category key of docs/product.md#categories, or 'hot'. */
  category: string
}

/**
 * A category's lobby, presented by the tenant's template (docs/product.md#lobby): the query lives in the address,
 * the server finds and pages the games, the grid asks for the pages it is about to show. Typing replaces the
 * history entry; a picked provider, sort or the favourites filter adds one.
 */
export function LobbyPage({ category }: LobbyPageProps) {
  const { t } = useLingui()
  const { templateModule } = useShell()
  const props = useTemplateProps()
  const navigate = useNavigate()
  // The address as it is now: the route's validated search lags a render behind a navigation, and acting on
  // it then would undo the change just made.
  const raw = useLocation({ select: (location) => location.search as Record<string, unknown> })
  const search = validateLobbySearch(raw)
  const typed = useTypedAhead(search.q ?? '')
  const query = { ...queryFromSearch(search), search: typed.search }
  const lobby = useLobbyGames(category, query)
  const title = useCategoryLabel()(category)

  const stray = hasStrayParameters(raw, search)
  // docs/product.md#lobby: what the lobby did not understand is dropped from the address.
  useEffect(() => {
    if (stray)
      void navigate({
        to: '.',
        search: (previous) => ({ ...previous, ...validateLobbySearch(previous as Record<string, unknown>) }),
        replace: true,
      })
  }, [stray, navigate])

  const onQueryChange = (change: Partial<LobbyQuery>) => {
    if (change.favourites && !props.session.signedIn) {
      props.actions.login()
      return
    }
    const next = searchFromQuery({ ...query, ...change })
    const typing = Object.keys(change).every((key) => key === 'search')
    if (change.search !== undefined) typed.type(change.search)
    void navigate({ to: '.', search: (previous) => ({ ...previous, ...next }), replace: typing })
  }

  const Lobby = templateModule.Lobby
  return (
    <Lobby
      site={props.site}
      session={props.session}
      title={title}
      categories={props.categories}
      query={query}
      onQueryChange={onQueryChange}
      games={lobby.games}
      providers={lobby.providers}
      sorts={lobby.sorts.length > 0 ? lobby.sorts : ['popular', 'new', 'name']}
      loading={lobby.loading}
      {...(lobby.failed ? { error: t`The games could not be loaded. Please try again.` } : {})}
      onRetry={lobby.retry}
      actions={props.actions}
    />
  )
}

/**
 * The search as typed, ahead of the address: the server is asked at the keystroke, not once the router has
 * written the address. The address's own changes (back, a shared link) win; its echoes of earlier keys do not.
 */
function useTypedAhead(inAddress: string) {
  const [ahead, setAhead] = useState<string>()
  const unechoed = useRef<string[]>([])
  useEffect(() => {
    const sent = unechoed.current.indexOf(inAddress)
    if (sent >= 0) unechoed.current = unechoed.current.slice(sent + 1)
    else unechoed.current = []
    if (unechoed.current.length === 0) setAhead(undefined)
  }, [inAddress])
  return {
    search: ahead ?? inAddress,
    type: (text: string) => {
      const kept = searchFromQuery({ search: text, provider: '', sort: 'popular', favourites: false }).q ?? ''
      unechoed.current.push(kept)
      setAhead(text)
    },
  }
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
