import { useLingui } from '@lingui/react/macro'
import { maxSlotLines, type SlotSymbol, slotSymbols } from '@lobbykit/contract/calls/games'
import { useLayoutEffect, useRef, useState } from 'react'
import { useGame } from '../context'
import { sleep } from '../motion'
import * as css from '../theme.css'
import { firstStake, StakeControl } from '../ui/StakeControl'
import * as stakeCss from '../ui/stake.css'
import { useSymbolNames } from './names'
import * as s from './slot.css'
import { SymbolArt, SymbolDefs } from './symbols'

type LineWin = { line: number; symbol: SlotSymbol; count: number; win: number }

/** What the reels show before the first spin. */
const restingReels: SlotSymbol[][] = [
  ['cherry', 'seven', 'bell'],
  ['lemon', 'seven', 'diamond'],
  ['clover', 'wild', 'cherry'],
  ['bell', 'seven', 'lemon'],
  ['diamond', 'seven', 'clover'],
]

/** How long reel `index` spins: each stops a beat after the one on its left. */
export const reelDuration = (index: number) => 900 + index * 300

const lineColours = [
  '#f7c948',
  '#3ee89d',
  '#ff6b81',
  '#60a5fa',
  '#c084fc',
  '#fb923c',
  '#22d3ee',
  '#a3e635',
  '#f472b6',
  '#fde047',
]

/**
 * The 5x3 video slot (docs/product.md#originals): the server decides the reels; here they spin and stop reel
 * by reel on its symbols, and the winning lines light up.
 */
export function SlotGame() {
  const { t } = useLingui()
  const game = useGame()
  const { info, money, play, settle, reducedMotion, balance } = game
  const rules = info.rules.engine === 'slot' ? info.rules : null
  const paylines = rules?.paylines ?? []
  const names = useSymbolNames()
  const [stake, setStake] = useState(() => firstStake(info.min_stake, info.max_stake, info.balance))
  const [lines, setLines] = useState(Math.min(maxSlotLines, paylines.length || maxSlotLines))
  const [reels, setReels] = useState<SlotSymbol[][]>(restingReels)
  const [spinKey, setSpinKey] = useState(0)
  const [busy, setBusy] = useState(false)
  const [wins, setWins] = useState<LineWin[]>([])
  const [total, setTotal] = useState<number | null>(null)

  const spin = async () => {
    if (busy) return
    setBusy(true)
    setWins([])
    setTotal(null)
    const round = await play(stake, { engine: 'slot', lines })
    if (round?.outcome.engine !== 'slot') {
      setBusy(false)
      return
    }
    setReels(round.outcome.reels)
    setSpinKey((key) => key + 1)
    await sleep(reelDuration(4) + 150, reducedMotion)
    setWins(round.outcome.line_wins)
    setTotal(round.win)
    const amount = money(round.win)
    settle(round, round.win > 0 ? t`You won ${amount}` : t`No win this time`)
    setBusy(false)
  }

  const winCells = new Set<string>()
  for (const win of wins) {
    const line = paylines[win.line]
    line?.slice(0, win.count).forEach((row, reel) => {
      winCells.add(`${reel}-${row}`)
    })
  }
  const reelLabel = reels
    .map((reel, index) => {
      const number = index + 1
      const symbols = reel.map((symbol) => names[symbol]).join(', ')
      return t`Reel ${number}: ${symbols}`
    })
    .join('; ')
  const lineBet = money(Math.floor(stake / lines))
  const tooPoor = stake > balance

  return (
    <>
      <section className={css.stage} aria-label={t`Reels`}>
        <SymbolDefs />
        <div className={s.frame}>
          <div className={s.reels} role="img" aria-label={reelLabel}>
            {reels.map((reel, index) => (
              <Reel
                // biome-ignore lint/suspicious/noArrayIndexKey: the five reels never move
                key={index}
                index={index}
                symbols={reel}
                spinKey={spinKey}
                reduced={reducedMotion}
                winRows={[0, 1, 2].filter((row) => winCells.has(`${index}-${row}`))}
                wildWord={names.wildWord}
              />
            ))}
            {wins.length > 0 && (
              <svg className={s.lines} viewBox="0 0 500 300" preserveAspectRatio="none" aria-hidden="true">
                {wins.map((win) => (
                  <polyline
                    key={win.line}
                    points={(paylines[win.line] ?? [])
                      .map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`)
                      .join(' ')}
                    fill="none"
                    stroke={lineColours[win.line % lineColours.length]}
                    strokeWidth="4"
                    strokeLinejoin="round"
                    strokeLinecap="round"
                    vectorEffect="non-scaling-stroke"
                    opacity="0.9"
                  />
                ))}
              </svg>
            )}
          </div>
          {total !== null && total > 0 && (
            <div className={s.banner} data-testid="win-banner">
              <span className={s.bannerLabel}>{t`WIN`}</span>
              <span className={s.bannerAmount}>{money(total)}</span>
            </div>
          )}
        </div>
        <ul className={s.winList} aria-label={t`Winning lines`}>
          {wins.map((win) => {
            const number = win.line + 1
            const count = win.count
            const symbol = names[win.symbol]
            const amount = money(win.win)
            return (
              <li
                key={win.line}
                className={s.winItem}
                style={{ borderColor: lineColours[win.line % lineColours.length] }}
              >
                <SymbolArt symbol={win.symbol} wildWord={names.wildWord} size={22} />
                {t`Line ${number}: ${count} × ${symbol}, ${amount}`}
              </li>
            )
          })}
          {total === 0 && <li className={css.muted}>{t`No win this time`}</li>}
        </ul>
      </section>
      <section className={css.controls} aria-label={t`Bet`}>
        <div className={stakeCss.stake}>
          <span className={css.fieldLabel} id="lines-label">
            {t`Lines`}
          </span>
          <fieldset className={s.lineStepper} aria-labelledby="lines-label">
            <button
              type="button"
              className={stakeCss.step}
              aria-label={t`Fewer lines`}
              disabled={busy || lines <= 1}
              onClick={() => setLines((n) => Math.max(1, n - 1))}
            >
              −
            </button>
            <output className={s.lineValue} aria-live="polite">
              {lines}
              <span className={s.lineBet}>{t`Line bet ${lineBet}`}</span>
            </output>
            <button
              type="button"
              className={stakeCss.step}
              aria-label={t`More lines`}
              disabled={busy || lines >= Math.min(maxSlotLines, paylines.length || maxSlotLines)}
              onClick={() => setLines((n) => Math.min(maxSlotLines, n + 1))}
            >
              +
            </button>
          </fieldset>
        </div>
        <StakeControl value={stake} onChange={setStake} disabled={busy} label={t`Total stake`} />
        <button
          type="button"
          className={css.primary}
          onClick={spin}
          disabled={busy}
          aria-describedby={tooPoor ? 'slot-poor' : undefined}
        >
          {busy ? t`Spinning…` : t`Spin`}
        </button>
        {tooPoor && (
          <p id="slot-poor" className={css.muted}>
            {t`Your balance is lower than this stake.`}
          </p>
        )}
      </section>
    </>
  )
}

function randomSymbol(): SlotSymbol {
  return slotSymbols[Math.floor(Math.random() * slotSymbols.length)] as SlotSymbol
}

interface ReelProps {
  index: number
  symbols: SlotSymbol[]
  spinKey: number
  reduced: boolean
  winRows: number[]
  wildWord: string
}

/**
 * One reel: a strip of blurred-by-speed symbols slides down and lands on the outcome's three (the filler
 * symbols are decoration; the three that land are the server's).
 */
function Reel({ index, symbols, spinKey, reduced, winRows, wildWord }: ReelProps) {
  const shown = useRef(symbols)
  const [strip, setStrip] = useState<SlotSymbol[]>(symbols)
  const [offset, setOffset] = useState(0)
  const [moving, setMoving] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a spin starts only when spinKey changes
  useLayoutEffect(() => {
    if (spinKey === 0 || reduced || typeof requestAnimationFrame !== 'function') {
      shown.current = symbols
      setStrip(symbols)
      setOffset(0)
      return
    }
    const fillers = Array.from({ length: 12 + index * 4 }, randomSymbol)
    const next = [...symbols, ...fillers, ...shown.current]
    shown.current = symbols
    setMoving(false)
    setStrip(next)
    setOffset(next.length - 3)
    let second = 0
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => {
        setMoving(true)
        setOffset(0)
      })
    })
    return () => {
      cancelAnimationFrame(first)
      cancelAnimationFrame(second)
    }
  }, [spinKey])
  const length = strip.length
  return (
    <div className={s.reel}>
      <div
        className={s.strip}
        style={{
          height: `${(length / 3) * 100}%`,
          transform: `translateY(-${(offset / length) * 100}%)`,
          transition: moving
            ? `transform ${reelDuration(index)}ms cubic-bezier(0.2, 0.75, 0.3, 1.06)`
            : 'none',
        }}
        onTransitionEnd={() => {
          setMoving(false)
          setStrip(shown.current)
        }}
      >
        {strip.map((symbol, position) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: a strip's cells are positions, not items
            key={position}
            className={`${s.cell} ${position < 3 && winRows.includes(position) ? s.winCell : ''}`}
          >
            <SymbolArt symbol={symbol} wildWord={wildWord} />
          </div>
        ))}
      </div>
    </div>
  )
}
