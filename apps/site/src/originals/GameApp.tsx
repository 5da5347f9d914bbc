import { useLingui } from '@lingui/react/macro'
import type { OriginalsEngine, OriginalsInfoResponse } from '@lobbykit/contract/calls/games'
import type { ApiClient } from '@lobbykit/core/api/client'
import { originalsInfo } from '@lobbykit/core/api/games/originalsInfo'
import { formatMinorUnits } from '@lobbykit/core/format/money'
import { dateLocaleFor } from '@lobbykit/core/i18n/languages'
import { type ComponentType, lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { postBalance } from './bridge'
import { GameContext, type GameSession } from './context'
import { prefersReducedMotion } from './motion'
import { endsGame, useRefusalText } from './refusals'
import { playRound } from './round'
import * as css from './theme.css'
import { InfoIcon } from './ui/icons'
import { Rules } from './ui/Rules'

/** Each game's code loads only in its own window. */
const engines: Record<OriginalsEngine, ComponentType> = {
  slot: lazy(() => import('./slot/SlotGame').then((m) => ({ default: m.SlotGame }))),
  crash: lazy(() => import('./crash/CrashGame').then((m) => ({ default: m.CrashGame }))),
  dice: lazy(() => import('./dice/DiceGame').then((m) => ({ default: m.DiceGame }))),
  roulette: lazy(() => import('./roulette/RouletteGame').then((m) => ({ default: m.RouletteGame }))),
  virtual_sports: lazy(() => import('./sports/SportsGame').then((m) => ({ default: m.SportsGame }))),
}

export interface GameAppProps {
  api: ApiClient
  token: string
  info: OriginalsInfoResponse
  win?: Window
}

/**
 * The game window (docs/product.md#originals): a bar with the game's name, balance, last win and rules; the
 * game itself; one alert for refusals; a live region that says each outcome; and, when the game token is
 * gone, a screen that sends the player back to the lobby. The parent page hears every new balance.
 */
export function GameApp({ api, token, info, win = window }: GameAppProps) {
  const { t } = useLingui()
  const locale = dateLocaleFor(info.language)
  const money = useCallback(
    (minor: number) => formatMinorUnits(minor, info.currency, locale),
    [info.currency, locale],
  )
  const [balance, setBalance] = useState(info.balance)
  const [lastWin, setLastWin] = useState<number | null>(null)
  const [winBump, setWinBump] = useState(0)
  const [alert, setAlert] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const [rulesOpen, setRulesOpen] = useState(false)
  const [ended, setEnded] = useState(false)
  const reducedMotion = useMemo(() => prefersReducedMotion(win), [win])
  const refusalText = useRefusalText({ min: money(info.min_stake), max: money(info.max_stake) })
  const rulesButton = useRef<HTMLButtonElement>(null)

  useEffect(() => postBalance(info.balance, win), [info.balance, win])

  const session = useMemo<GameSession>(
    () => ({
      api,
      token,
      info,
      locale,
      reducedMotion,
      money,
      balance,
      play: async (stake, choice) => {
        setAlert(null)
        const result = await playRound(api, { game_token: token, stake, choice })
        if (!result.ok) {
          if (endsGame(result.error)) setEnded(true)
          const text = refusalText(result.error)
          setAlert(text)
          setAnnouncement(text)
          return undefined
        }
        const before = result.data.balance - result.data.win
        setBalance(before)
        postBalance(before, win)
        return result.data
      },
      settle: (round, text) => {
        setBalance(round.balance)
        if (round.status !== 'open') setLastWin(round.win)
        if (round.win > 0) setWinBump((n) => n + 1)
        setAnnouncement(text)
        postBalance(round.balance, win)
      },
      announce: setAnnouncement,
      refreshBalance: async () => {
        const result = await originalsInfo(api, { game_token: token })
        if (result.ok) {
          setBalance(result.data.balance)
          postBalance(result.data.balance, win)
          return result.data.balance
        }
        if (endsGame(result.error)) setEnded(true)
        return undefined
      },
      showError: (text) => {
        setAlert(text)
        setAnnouncement(text)
      },
    }),
    [api, token, info, locale, reducedMotion, money, balance, refusalText, win],
  )

  const Engine = engines[info.engine]
  const gameName = info.game.game_name
  return (
    <GameContext.Provider value={session}>
      <div className={css.app}>
        <header className={css.bar}>
          <h1 className={css.title}>{gameName}</h1>
          <div className={css.pill}>
            <span className={css.pillLabel}>{t`Balance`}</span>
            <span className={css.pillValue} data-testid="balance">
              {money(balance)}
            </span>
          </div>
          <div className={css.pill}>
            <span className={css.pillLabel}>{t`Last win`}</span>
            <span
              key={winBump}
              className={`${css.pillValue} ${lastWin ? `${css.winValue} ${css.bump}` : ''}`}
              data-testid="last-win"
            >
              {lastWin === null ? '—' : money(lastWin)}
            </span>
          </div>
          <button
            ref={rulesButton}
            type="button"
            className={css.iconButton}
            aria-label={t`Rules and paytable`}
            aria-haspopup="dialog"
            onClick={() => setRulesOpen(true)}
          >
            <InfoIcon />
          </button>
        </header>
        {alert && (
          <div className={css.alert} role="alert">
            <p className={css.alertText}>{alert}</p>
            <button
              type="button"
              className={css.secondary}
              onClick={() => setAlert(null)}
              aria-label={t`Dismiss this message`}
            >
              ✕
            </button>
          </div>
        )}
        <main className={css.main}>
          <Suspense
            fallback={
              <div className={css.centred}>
                <div className={css.spinner} role="status" aria-label={t`Loading the game`} />
              </div>
            }
          >
            <Engine />
          </Suspense>
        </main>
        <div className={css.visuallyHidden} aria-live="polite" aria-atomic="true" data-testid="announcer">
          {announcement}
        </div>
        {rulesOpen && (
          <Rules
            onClose={() => {
              setRulesOpen(false)
              rulesButton.current?.focus()
            }}
          />
        )}
        {ended && <SessionEnded />}
      </div>
    </GameContext.Provider>
  )
}

/** The game token has expired or ended: play stops, and only a relaunch from the lobby helps. */
export function SessionEnded() {
  const { t } = useLingui()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className={css.overlay}>
      <div className={css.dialog} role="alertdialog" aria-modal="true" aria-labelledby="ended-title">
        <h2 id="ended-title" className={css.dialogTitle} ref={heading} tabIndex={-1}>
          {t`Game session ended`}
        </h2>
        <p className={css.muted}>{t`Relaunch the game from the lobby.`}</p>
      </div>
    </div>
  )
}
