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
  const typed = useTypedAhead(search.q ?? '', (text) =>
    navigate({ to: '.', search: (previous) => ({ ...previous, q: searchOnly(text) }), replace: true }),
  )
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
    if (Object.keys(change).every((key) => key === 'search')) {
      typed.type(change.search ?? '')
      return
    }
    typed.settle()
    const next = searchFromQuery({ ...query, ...change })
    void navigate({ to: '.', search: (previous) => ({ ...previous, ...next }) })
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

/** How long typing rests before the address takes the search (docs/product.md#lobby). */
const typingRestMs = 400

/** The `q` of a search alone, as the address writes it. */
const searchOnly = (text: string) =>
  searchFromQuery({ search: text, provider: '', sort: 'popular', favourites: false }).q

/**
 * The search as typed, ahead of the address: the lobby answers every keystroke at once, and the address (a
 * router navigation, which costs a render of the page) takes the search once typing rests, replacing its
 * history entry. The address's own changes (back, a shared link) win over a search it has taken.
 */
function useTypedAhead(inAddress: string, write: (text: string) => void) {
  const [ahead, setAhead] = useState<string>()
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(pending.current), [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the address changes
  useEffect(() => {
    if (pending.current === undefined) setAhead(undefined)
  }, [inAddress])
  const settle = () => {
    clearTimeout(pending.current)
    pending.current = undefined
  }
  return {
    search: ahead ?? inAddress,
    type: (text: string) => {
      setAhead(text)
      settle()
      pending.current = setTimeout(() => {
        pending.current = undefined
        write(text)
      }, typingRestMs)
    },
    /** Another change is written now, with the search as typed: nothing more to write for it. */
    settle,
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
