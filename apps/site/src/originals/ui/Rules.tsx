import { useLingui } from '@lingui/react/macro'
import type { GameRules, RouletteBetKind } from '@lobbykit/contract/calls/games'
import { useEffect, useRef } from 'react'
import { multiplierText, useGame } from '../context'
import { useSymbolNames } from '../slot/names'
import { SymbolArt } from '../slot/symbols'
import * as css from '../theme.css'
import { CloseIcon } from './icons'

/**
 * The rules panel of every game (docs/product.md#originals): the declared return to player, the stake
 * limits, and the game's own rules: the slot's paytable and paylines, the roulette payouts, how the dice
 * roll is made and checked, the crash limits, the sports bet types.
 */
export function Rules({ onClose }: { onClose: () => void }) {
  const { t } = useLingui()
  const { info, money } = useGame()
  const close = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    close.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [onClose])
  const rtp = (info.rtp_bp / 100).toFixed(2)
  const min = money(info.min_stake)
  const max = money(info.max_stake)
  return (
    <div className={css.overlay}>
      <div className={css.dialog} role="dialog" aria-modal="true" aria-labelledby="rules-title">
        <div className={css.dialogHead}>
          <h2 id="rules-title" className={css.dialogTitle}>
            {t`How to play`}
          </h2>
          <button
            ref={close}
            type="button"
            className={css.iconButton}
            aria-label={t`Close the rules`}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        <p className={css.muted}>
          {t`Return to player: ${rtp}%. Stakes from ${min} to ${max}. Every outcome is decided on the server; the game only shows it.`}
        </p>
        <EngineRules rules={info.rules} />
      </div>
    </div>
  )
}

function EngineRules({ rules }: { rules: GameRules }) {
  switch (rules.engine) {
    case 'slot':
      return <SlotRules rules={rules} />
    case 'crash':
      return <CrashRules rules={rules} />
    case 'dice':
      return <DiceRules rules={rules} />
    case 'roulette':
      return <RouletteRules rules={rules} />
    case 'virtual_sports':
      return <SportsRules rules={rules} />
  }
}

function SlotRules({ rules }: { rules: Extract<GameRules, { engine: 'slot' }> }) {
  const { t } = useLingui()
  const names = useSymbolNames()
  return (
    <>
      <p className={css.muted}>
        {t`The stake is spread over the lines you play. A line pays for 3, 4 or 5 of a symbol from the leftmost reel, as a multiple of the line bet. The wild stands for any symbol.`}
      </p>
      <table className={css.table}>
        <caption className={css.visuallyHidden}>{t`Paytable`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Symbol`}</th>
            <th scope="col">3</th>
            <th scope="col">4</th>
            <th scope="col">5</th>
          </tr>
        </thead>
        <tbody>
          {rules.paytable.map((row) => (
            <tr key={row.symbol}>
              <th scope="row">
                <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                  <SymbolArt symbol={row.symbol} wildWord={names.wildWord} size={32} />
                  {names[row.symbol]}
                </span>
              </th>
              {[3, 4, 5].map((count, index) => (
                <td key={count}>{multiplierText(row.pays[index] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t`Paylines`}</h3>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: 8 }}>
        {rules.paylines.map((line, index) => (
          <figure key={line.join('')} style={{ margin: 0, textAlign: 'center' }}>
            <svg viewBox="0 0 50 30" width="100%" aria-hidden="true">
              <rect x="0" y="0" width="50" height="30" rx="3" fill="#0b0a1a" />
              <polyline
                points={line.map((row, reel) => `${reel * 10 + 5},${row * 10 + 5}`).join(' ')}
                fill="none"
                stroke="#f7c948"
                strokeWidth="2.5"
                strokeLinejoin="round"
              />
            </svg>
            <figcaption className={css.muted}>{index + 1}</figcaption>
          </figure>
        ))}
      </div>
    </>
  )
}

function CrashRules({ rules }: { rules: Extract<GameRules, { engine: 'crash' }> }) {
  const { t } = useLingui()
  const low = multiplierText(rules.min_cash_out)
  const high = multiplierText(rules.max_cash_out)
  return (
    <p className={css.muted}>
      {t`Choose a cash-out multiplier from ${low} to ${high} before the round. The multiplier climbs until it crashes; if it reaches your cash-out first, you win your stake times the cash-out.`}
    </p>
  )
}

function DiceRules({ rules }: { rules: Extract<GameRules, { engine: 'dice' }> }) {
  const { t } = useLingui()
  const edge = (rules.house_edge_bp / 100).toFixed(2)
  return (
    <>
      <p className={css.muted}>
        {t`Pick a target and roll under or over it. The roll is a number from 0.00 to 99.99; a smaller win chance pays more. The house edge is ${edge}%.`}
      </p>
      <p className={css.muted}>
        {t`Provably fair: the roll is HMAC-SHA256 keyed by the server seed over "client seed:nonce"; its first 4 bytes, read as a number and scaled to 0.00-99.99. You see the server seed's SHA-256 before you bet and the seed itself after you rotate it, so you can check every roll on the verify page.`}
      </p>
    </>
  )
}

function useBetKindNames(): Record<RouletteBetKind, string> {
  const { t } = useLingui()
  return {
    straight: t`A single number`,
    red: t`Red`,
    black: t`Black`,
    odd: t`Odd`,
    even: t`Even`,
    low: t`1 to 18`,
    high: t`19 to 36`,
    dozen: t`A dozen`,
    column: t`A column`,
  }
}

function RouletteRules({ rules }: { rules: Extract<GameRules, { engine: 'roulette' }> }) {
  const { t } = useLingui()
  const names = useBetKindNames()
  return (
    <>
      <p className={css.muted}>
        {t`European roulette with one zero. Place chips on the board, then spin; every chip on the winning number or group is paid.`}
      </p>
      <table className={css.table}>
        <caption className={css.visuallyHidden}>{t`Payouts`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Bet`}</th>
            <th scope="col">{t`Pays`}</th>
          </tr>
        </thead>
        <tbody>
          {(Object.keys(rules.pays) as RouletteBetKind[]).map((kind) => {
            const ratio = (rules.pays[kind] ?? 0) / 100 - 1
            return (
              <tr key={kind}>
                <th scope="row">{names[kind]}</th>
                <td>{t`${ratio} to 1`}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </>
  )
}

function SportsRules({ rules }: { rules: Extract<GameRules, { engine: 'virtual_sports' }> }) {
  const { t } = useLingui()
  const most = rules.max_selections
  return (
    <p className={css.muted}>
      {t`A football match and a horse race start every few minutes. Bet on the match result (1X2), over or under 2.5 goals, or the race winner. Singles place one bet per selection; an accumulator joins up to ${most} selections from different events into one bet at the combined odds, and wins only if every selection wins. Bets are settled when the last event ends.`}
    </p>
  )
}
