import { useLingui } from '@lingui/react/macro'
import type { GameLaunchResponse } from '@lobbykit/contract/calls/games'
import { categoryByKey } from '@lobbykit/contract/categories'
import type { ApiFailure } from '@lobbykit/core/api/call'
import { gameLaunch } from '@lobbykit/core/api/games/gameLaunch'
import { realityCheckModal } from '@lobbykit/core/session/playSession'
import { refreshBalance } from '@lobbykit/core/session/refresh'
import { currentModalAtom } from '@lobbykit/core/stores/modal'
import { playableBalanceOf, userAtom, withPlayableBalance } from '@lobbykit/core/stores/user'
import { Button } from '@lobbykit/ui/Button'
import { Icon } from '@lobbykit/ui/Icon'
import { Link } from '@lobbykit/ui/Link'
import { useCanGoBack, useRouter, useSearch } from '@tanstack/react-router'
import { useAtomValue } from 'jotai/react'
import { type MouseEvent, useEffect, useRef, useState } from 'react'
import { isBalanceMessage } from '../../originals/bridge'
import { Muted, Page } from '../../shell/Page'
import { useRuntime } from '../../shell/runtime'
import { useAuthFields } from '../../shell/useAuthFields'
import { useLanguage } from '../../shell/useLanguage'
import { useFormatters } from '../../shell/useMoney'
import { useRefusal } from '../wallet/walletTexts'
import * as styles from './playNow.css'

type Launch =
  | { status: 'starting' }
  | { status: 'playing'; answer: GameLaunchResponse }
  | { status: 'refused'; words: string | undefined; retry: boolean }

/** Refusals that trying again cannot change: the game is not offered here, or the player chose a break. */
const final = new Set(['gameNotFound', 'timedOut', 'selfExcluded'])

/**
 * Opening a game (`/playnow?provider=..&game=..`, docs/product.md#playnow): every visit asks the provider's
 * adapter for a fresh launch (a new short-lived game token), then shows the game's window in the tenant's
 * template. A refusal is said in words: a game this site does not offer, a break or exclusion with its end date,
 * or a failure with a way to try again.
 */
export function PlayNowPage() {
  const { t } = useLingui()
  const runtime = useRuntime()
  const auth = useAuthFields()
  const refusal = useRefusal()
  const search = useSearch({ strict: false }) as { provider?: unknown; game?: unknown }
  const provider = typeof search.provider === 'string' ? search.provider : ''
  const gameCode = typeof search.game === 'string' ? search.game : ''
  const [launch, setLaunch] = useState<Launch>({ status: 'starting' })
  const [attempt, setAttempt] = useState(0)
  const account = auth?.account_id
  const token = auth?.auth

  // biome-ignore lint/correctness/useExhaustiveDependencies: a launch per visit, game and attempt; refusal words are read once answered
  useEffect(() => {
    if (!provider || !gameCode || !account || !token) return
    let live = true
    setLaunch({ status: 'starting' })
    void gameLaunch(runtime.api, {
      account_id: account,
      auth: token,
      ...runtime.site,
      game_code: gameCode,
      provider_code: provider,
    }).then((result) => {
      if (!live) return
      if (result.ok) setLaunch({ status: 'playing', answer: result.data })
      else setLaunch(refused(result.error))
    })
    return () => {
      live = false
    }
  }, [provider, gameCode, account, token, attempt])

  function refused(error: ApiFailure): Launch {
    const message = error.message || error.statusMessage || ''
    if (message === 'gameNotFound')
      return { status: 'refused', words: t`This game is not available on this site.`, retry: false }
    return { status: 'refused', words: refusal(error), retry: !final.has(message) }
  }

  if (!provider || !gameCode) {
    return (
      <Page title={t`Play now`}>
        <Muted>{t`Choose a game in the lobby to play it here.`}</Muted>
      </Page>
    )
  }
  if (launch.status === 'playing') return <GameStage answer={launch.answer} />
  return (
    <Page title={t`Play now`}>
      <div className={styles.waiting}>
        <div className={styles.cover} role="status">
          {launch.status === 'starting' ? (
            <>
              <span className={styles.spinner} aria-hidden="true" />
              <p className={styles.coverText}>{t`Starting the game…`}</p>
            </>
          ) : (
            <>
              <p className={styles.coverTitle}>{t`The game could not start`}</p>
              {launch.words ? <p className={styles.coverText}>{launch.words}</p> : null}
              {launch.retry ? <Button onClick={() => setAttempt((n) => n + 1)}>{t`Try again`}</Button> : null}
              <BackToLobby />
            </>
          )}
        </div>
      </div>
    </Page>
  )
}

/**
 * The way back to the lobby the player came from: the browser's back when this visit came from a page of the
 * site, else the lobby of the game's category (or home).
 */
function BackToLobby({ category, compact = false }: { category?: string; compact?: boolean }) {
  const { t } = useLingui()
  const { href } = useLanguage()
  const router = useRouter()
  const canGoBack = useCanGoBack()
  const lobby = href((category && categoryByKey(category)?.route) || '/')
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!canGoBack || event.metaKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    router.history.back()
  }
  return (
    <Link href={lobby} className={styles.back} onClick={onClick}>
      <Icon name="chevronLeft" size={20} />
      <span className={compact ? styles.backWords : undefined}>{t`Back to lobby`}</span>
    </Link>
  )
}

/**
 * The launched game: its window and, around it, the game's name and provider, the way back and the balance.
 * The header balance moves with play: the game window posts each new balance (same origin, from that window
 * only) and the session's store takes it at once; when the game closes, the balance is fetched again. A reality
 * check pauses play (docs/product.md#reality-check): the window is closed behind a "Paused" panel until the
 * player chooses to continue.
 */
export function GameStage({ answer }: { answer: GameLaunchResponse }) {
  const { t } = useLingui()
  const runtime = useRuntime()
  const { money } = useFormatters()
  const balance = playableBalanceOf(useAtomValue(userAtom, { store: runtime.store }).game)
  const checking = useAtomValue(currentModalAtom, { store: runtime.store }) === realityCheckModal
  const [paused, setPaused] = useState(checking)
  if (checking && !paused) setPaused(true)
  const { game } = answer
  const { code: language } = useLanguage()
  return (
    <section className={styles.player} aria-labelledby="game-title">
      <div className={styles.bar}>
        <BackToLobby category={game.category} compact />
        <div className={styles.titles}>
          <h1 id="game-title" className={styles.title}>
            {game.game_name}
          </h1>
          <p className={styles.provider}>{game.provider_name}</p>
        </div>
        <p className={styles.balance}>
          <span className={styles.balanceLabel}>{t`Balance`}</span>
          <span className={styles.balanceValue}>{money(balance)}</span>
        </p>
      </div>
      <div className={styles.stage}>
        {paused ? (
          <div className={styles.cover} role="status">
            <p className={styles.coverTitle}>{t`Paused`}</p>
            {checking ? (
              <p className={styles.coverText}>{t`Your game waits while you read your reality check.`}</p>
            ) : (
              <>
                <p className={styles.coverText}>{t`Your game is paused. Continue when you are ready.`}</p>
                <Button onClick={() => setPaused(false)}>{t`Continue`}</Button>
              </>
            )}
          </div>
        ) : (
          <GameFrame url={withLanguage(answer.url, language)} title={game.game_name} />
        )}
      </div>
    </section>
  )
}

/** The game's window. While it is mounted it may report balances; once it closes, the balance is read again. */
function GameFrame({ url, title }: { url: string; title: string }) {
  const runtime = useRuntime()
  const frame = useRef<HTMLIFrameElement>(null)
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const source = frame.current?.contentWindow
      if (event.origin !== window.location.origin || !source || event.source !== source) return
      if (!isBalanceMessage(event.data)) return
      const { balance } = event.data
      runtime.store.set(userAtom, (state) =>
        state.isAuthenticated ? { ...state, game: withPlayableBalance(state.game, balance) } : state,
      )
    }
    window.addEventListener('message', onMessage)
    return () => {
      window.removeEventListener('message', onMessage)
      void refreshBalance(runtime)
    }
  }, [runtime])
  return <iframe ref={frame} src={url} title={title} allow="autoplay" className={styles.frame} />
}

/** The game window speaks the page's language (the player's choice), not only the tenant's default. */
export function withLanguage(url: string, language: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}lang=${encodeURIComponent(language)}`
}
