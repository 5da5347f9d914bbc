import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState } from 'react'
import { multiplierText, useGame } from '../context'
import { tween } from '../motion'
import * as css from '../theme.css'
import { firstStake, StakeControl } from '../ui/StakeControl'
import * as c from './crash.css'
import { flight, multiplierAt } from './curve'

type Phase = 'idle' | 'flying' | 'cashed' | 'crashed'

/** Reads "2", "2.5" or "x2.50" as hundredths (250); undefined for anything else. */
export function parseMultiplier(text: string): number | undefined {
  const match = /^\s*[xX×]?\s*(\d{1,4})(?:[.,](\d{1,2}))?\s*$/.exec(text)
  if (!match) return undefined
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'))
}

/** The chart is drawn in the pixels it has, so its labels keep their size on a phone and a desktop. */
function useSize(fallback: { width: number; height: number }) {
  const ref = useRef<HTMLDivElement>(null)
  const [size, setSize] = useState(fallback)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver !== 'function') return
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return
      const { width, height } = entry.contentRect
      if (width > 0 && height > 0) setSize({ width: Math.round(width), height: Math.round(height) })
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, size] as const
}

/**
 * The crash game (docs/product.md#originals): the player sets an automatic cash-out before the round; the
 * server draws the crash point; the rocket climbs until the earlier of the two, then the round is told.
 */
export function CrashGame() {
  const { t } = useLingui()
  const { info, money, play, settle, reducedMotion } = useGame()
  const rules = info.rules.engine === 'crash' ? info.rules : { min_cash_out: 101, max_cash_out: 100_000 }
  const id = useId()
  const [stake, setStake] = useState(() => firstStake(info.min_stake, info.max_stake, info.balance))
  const [targetText, setTargetText] = useState('2.00')
  const [phase, setPhase] = useState<Phase>('idle')
  const [elapsed, setElapsed] = useState(0)
  const [current, setCurrent] = useState(100)
  const [rate, setRate] = useState(0.00015)
  const [caption, setCaption] = useState('')
  const [history, setHistory] = useState<number[]>([])
  const target = parseMultiplier(targetText)
  const targetValid = target !== undefined && target >= rules.min_cash_out && target <= rules.max_cash_out
  const busy = phase === 'flying'
  const [chartRef, size] = useSize({ width: 400, height: 250 })
  const plot = { left: 48, right: size.width - 16, top: 16, bottom: size.height - 22 }
  const lowest = multiplierText(rules.min_cash_out)
  const highest = multiplierText(rules.max_cash_out)
  const potential = money(Math.floor((stake * (target ?? 0)) / 100))
  const targetShown = multiplierText(target ?? 0)

  const bet = async () => {
    if (busy || !targetValid || target === undefined) return
    setPhase('flying')
    setCaption('')
    setCurrent(100)
    setElapsed(0)
    const round = await play(stake, { engine: 'crash', cash_out: target })
    if (round?.outcome.engine !== 'crash') {
      setPhase('idle')
      return
    }
    const { crash_point, cash_out, cashed_out } = round.outcome
    const stop = cashed_out ? cash_out : crash_point
    const { durationMs, rate: flightRate } = flight(stop)
    setRate(flightRate)
    await tween(
      durationMs,
      (progress) => {
        setElapsed(progress * durationMs)
        setCurrent(progress >= 1 ? stop : multiplierAt(progress * durationMs, flightRate, stop))
      },
      reducedMotion,
    )
    setElapsed(durationMs)
    setCurrent(stop)
    setHistory((list) => [crash_point, ...list].slice(0, 12))
    const at = multiplierText(stop)
    const amount = money(round.win)
    const crashedAt = multiplierText(crash_point)
    const text = cashed_out ? t`Cashed out at ${at}, won ${amount}` : t`Crashed at ${at}`
    setCaption(cashed_out ? `${text}. ${t`The round crashed at ${crashedAt}.`}` : text)
    setPhase(cashed_out ? 'cashed' : 'crashed')
    settle(round, text)
  }

  // The chart: time on x, multiplier on y; the axes stretch as the flight goes on.
  const xMax = Math.max(6_000, elapsed * 1.15)
  const yMax = Math.max(200, current * 1.2)
  const width = plot.right - plot.left
  const height = plot.bottom - plot.top
  const toX = (ms: number) => plot.left + (ms / xMax) * width
  const toY = (m: number) => plot.bottom - ((m - 100) / (yMax - 100)) * height
  const samples = Array.from({ length: 49 }, (_, i) => (elapsed * i) / 48)
  const points = samples.map((ms) => [toX(ms), toY(Math.min(current, 100 * Math.exp(rate * ms)))] as const)
  const line = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`).join(' ')
  const area = `${line} L${toX(elapsed).toFixed(1)} ${plot.bottom} L${plot.left} ${plot.bottom} Z`
  const [tipX, tipY] = points[points.length - 1] ?? [plot.left, plot.bottom]
  const [prevX, prevY] = points[points.length - 2] ?? [plot.left - 1, plot.bottom]
  const angle = (Math.atan2(tipY - prevY, tipX - prevX) * 180) / Math.PI
  const ticks = [0, 1, 2, 3].map((i) => 100 + ((yMax - 100) * (i + 1)) / 4)
  const shown = multiplierText(current)
  const readoutClass = phase === 'cashed' ? c.cashed : phase === 'crashed' ? c.crashed : ''

  return (
    <>
      <section className={css.stage} aria-label={t`Flight`}>
        <div className={c.chart} ref={chartRef}>
          <svg className={c.svg} viewBox={`0 0 ${size.width} ${size.height}`} aria-hidden="true">
            <defs>
              <linearGradient id="crash-area" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0" stopColor={phase === 'crashed' ? '#ff6b81' : '#8b5cf6'} stopOpacity="0.55" />
                <stop offset="1" stopColor="#8b5cf6" stopOpacity="0" />
              </linearGradient>
            </defs>
            {ticks.map((m) => (
              <g key={m}>
                <line
                  x1={plot.left}
                  x2={plot.right}
                  y1={toY(m)}
                  y2={toY(m)}
                  stroke="#ffffff"
                  strokeOpacity="0.07"
                />
                <text x={plot.left - 8} y={toY(m) + 4} textAnchor="end" fontSize="12" fill="#b9b2d9">
                  {multiplierText(Math.round(m))}
                </text>
              </g>
            ))}
            <line
              x1={plot.left}
              x2={plot.right}
              y1={plot.bottom}
              y2={plot.bottom}
              stroke="#ffffff"
              strokeOpacity="0.2"
            />
            {elapsed > 0 && (
              <>
                <path d={area} fill="url(#crash-area)" />
                <path
                  d={line}
                  fill="none"
                  stroke={phase === 'crashed' ? '#ff6b81' : phase === 'cashed' ? '#3ee89d' : '#f7c948'}
                  strokeWidth="4"
                  strokeLinecap="round"
                />
              </>
            )}
            <g
              transform={`translate(${tipX} ${tipY}) rotate(${phase === 'idle' ? -35 : angle}) scale(${size.width > 600 ? 1.6 : 1.1})`}
            >
              {phase === 'crashed' ? <Burst /> : <Rocket flame={phase === 'flying'} />}
            </g>
          </svg>
          <div className={c.readout}>
            <span className={`${c.multiplier} ${readoutClass}`} data-testid="multiplier">
              {phase === 'idle' ? multiplierText(100) : shown}
            </span>
          </div>
        </div>
        <p className={c.caption}>{phase === 'idle' ? t`Set your cash-out and place a bet` : caption}</p>
        <ul className={c.history} aria-label={t`Recent crash points`}>
          {history.map((point, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the newest round is always first
              key={`${point}-${index}`}
              className={`${c.historyItem} ${point >= 200 ? c.historyHigh : c.historyLow}`}
            >
              {multiplierText(point)}
            </li>
          ))}
        </ul>
      </section>
      <section className={css.controls} aria-label={t`Bet`}>
        <div className={css.row} style={{ flexDirection: 'column', alignItems: 'stretch', gap: 8 }}>
          <label className={css.fieldLabel} htmlFor={id}>
            {t`Auto cash-out`}
          </label>
          <input
            id={id}
            className={css.input}
            inputMode="decimal"
            autoComplete="off"
            value={targetText}
            disabled={busy}
            aria-invalid={!targetValid}
            aria-describedby={`${id}-help`}
            onChange={(event) => setTargetText(event.target.value)}
            onBlur={() => {
              if (targetValid && target !== undefined) setTargetText((target / 100).toFixed(2))
            }}
          />
          <div className={c.quick}>
            {[150, 200, 500, 1000].map((value) => (
              <button
                key={value}
                type="button"
                className={css.chip}
                disabled={busy}
                aria-pressed={target === value}
                onClick={() => setTargetText((value / 100).toFixed(2))}
              >
                {multiplierText(value)}
              </button>
            ))}
          </div>
          <p
            id={`${id}-help`}
            className={css.muted}
            style={{ margin: 0, fontSize: 12, color: targetValid ? undefined : '#ff9fb0' }}
          >
            {t`From ${lowest} to ${highest}`}
          </p>
        </div>
        <StakeControl value={stake} onChange={setStake} disabled={busy} />
        {targetValid && target !== undefined && (
          <p className={css.muted} style={{ margin: 0 }}>
            {t`Win ${potential} if the rocket reaches ${targetShown}`}
          </p>
        )}
        <button type="button" className={css.primary} onClick={bet} disabled={busy || !targetValid}>
          {busy ? t`In flight…` : t`Place bet`}
        </button>
      </section>
    </>
  )
}

function Rocket({ flame }: { flame: boolean }) {
  return (
    <g>
      {flame && <path d="M-16 0 L-34 -6 L-28 0 L-34 6 Z" fill="#ffb020" opacity="0.95" />}
      {flame && <path d="M-16 0 L-26 -3 L-23 0 L-26 3 Z" fill="#fff3b0" />}
      <path
        d="M-16 -7 L6 -7 Q18 -6 22 0 Q18 6 6 7 L-16 7 Z"
        fill="#eef0ff"
        stroke="#6b5cd6"
        strokeWidth="1.5"
      />
      <circle cx="4" cy="0" r="3.5" fill="#60a5fa" stroke="#1e3a8a" strokeWidth="1" />
      <path d="M-16 -7 L-22 -13 L-10 -7 Z M-16 7 L-22 13 L-10 7 Z" fill="#ff6b81" />
    </g>
  )
}

function Burst() {
  const points = Array.from({ length: 14 }, (_, i) => {
    const angle = (Math.PI * 2 * i) / 14
    const r = i % 2 === 0 ? 20 : 9
    return `${(r * Math.cos(angle)).toFixed(1)},${(r * Math.sin(angle)).toFixed(1)}`
  }).join(' ')
  return (
    <g>
      <polygon points={points} fill="#ff6b3d" stroke="#ffd166" strokeWidth="2" />
      <circle r="6" fill="#fff3b0" />
    </g>
  )
}
