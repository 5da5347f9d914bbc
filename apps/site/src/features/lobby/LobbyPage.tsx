import { useLingui } from '@lingui/react/macro'
import type { LobbyProps, LobbyQuery } from '@lobbykit/ui/template'
import { useLocation, useNavigate } from '@tanstack/react-router'
import { type ComponentType, memo, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useCategoryLabel } from '../../i18n/labels'
import { useTemplateProps } from '../../shell/templateProps'
import { useShell } from '../../shell/useShell'
import {
  hasStrayParameters,
  type LobbySearch,
  queryFromSearch,
  searchFromQuery,
  validateLobbySearch,
} from './lobbySearch'
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
  const { templateModule } = useShell()
  const props = useTemplateProps()
  const navigate = useNavigate()
  // The address as it is now: the route's validated search lags a render behind a navigation, and acting on
  // it then would undo the change just made.
  const raw = useLocation({ select: (location) => location.search as Record<string, unknown> })
  const search = useMemo(() => validateLobbySearch(raw), [raw])
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

  const go = useCallback(
    (next: LobbySearch, replace: boolean) =>
      void navigate({ to: '.', search: (previous) => ({ ...previous, ...next }), replace }),
    [navigate],
  )
  return (
    <LobbyView
      category={category}
      Lobby={templateModule.Lobby}
      title={title}
      site={props.site}
      session={props.session}
      categories={props.categories}
      actions={props.actions}
      search={search}
      go={go}
    />
  )
}

interface LobbyViewProps extends Pick<LobbyProps, 'title' | 'site' | 'session' | 'categories' | 'actions'> {
  category: string
  Lobby: ComponentType<LobbyProps>
  /** The lobby's query as the address holds it. */
  search: LobbySearch
  /** Writes the address: these parameters over the ones it holds. */
  go: (next: LobbySearch, replace: boolean) => void
}

/**
 * The lobby below the address: it holds the search as typed, so a keystroke renders the template's lobby and
 * not the page around it (docs/architecture.md#keystroke).
 */
const LobbyView = memo(function LobbyView({ category, Lobby, search, go, ...props }: LobbyViewProps) {
  const { t } = useLingui()
  const typed = useTypedAhead(search.q ?? '', (text) => go({ q: searchOnly(text) }, true))
  const query = { ...queryFromSearch(search), search: typed.search }
  const lobby = useLobbyGames(category, query)

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
    go(searchFromQuery({ ...query, ...change }), false)
  }

  return (
    <Lobby
      {...props}
      query={query}
      onQueryChange={onQueryChange}
      games={lobby.games}
      providers={lobby.providers}
      sorts={lobby.sorts.length > 0 ? lobby.sorts : fallbackSorts}
      loading={lobby.loading}
      {...(lobby.failed ? { error: t`The games could not be loaded. Please try again.` } : {})}
      onRetry={lobby.retry}
    />
  )
})

/** The sorts a lobby offers before the server has said which. */
const fallbackSorts: LobbyProps['sorts'] = ['popular', 'new', 'name']

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
