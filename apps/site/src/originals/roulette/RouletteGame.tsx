import { useLingui } from '@lingui/react/macro'
import type { RouletteBet, RouletteBetKind } from '@lobbykit/contract/calls/games'
import { minorToDecimal } from '@lobbykit/core/format/money'
import { type CSSProperties, type ReactNode, useRef, useState } from 'react'
import { useGame } from '../context'
import { easeOutCubic, tween } from '../motion'
import * as css from '../theme.css'
import { stakeLadder } from '../ui/StakeControl'
import * as r from './roulette.css'
import { betWins, type Colour, colourOf, standardRed, wheelOrder } from './wheel'

const pocketAngle = 360 / 37
const chipColours = ['#1d4ed8', '#b91c1c', '#047857', '#6d28d9', '#0f172a', '#be185d']

type Spot = { kind: RouletteBetKind; value: number }
const spotKey = (spot: Spot) => `${spot.kind}:${spot.value}`

/** Where a spot sits on the board: horizontal on wide screens, vertical on phones. */
interface Place {
  h: [string, string]
  v: [string, string]
}

function numberPlace(n: number): Place {
  return {
    h: [`${1 + Math.ceil(n / 3)}`, `${3 - ((n - 1) % 3)}`],
    v: [`${3 + ((n - 1) % 3)}`, `${1 + Math.ceil(n / 3)}`],
  }
}

const outsideOrder: RouletteBetKind[] = ['low', 'even', 'red', 'black', 'odd', 'high']

function outsidePlace(kind: RouletteBetKind, value: number): Place {
  if (kind === 'straight') return numberPlace(value)
  if (kind === 'dozen')
    return { h: [`${2 + (value - 1) * 4} / span 4`, '4'], v: ['2', `${2 + (value - 1) * 4} / span 4`] }
  if (kind === 'column') return { h: ['14', `${4 - value}`], v: [`${2 + value}`, '14'] }
  const index = outsideOrder.indexOf(kind)
  return { h: [`${2 + index * 2} / span 2`, '5'], v: ['1', `${2 + index * 2} / span 2`] }
}

function placeStyle(place: Place): CSSProperties {
  return {
    '--h-col': place.h[0],
    '--h-row': place.h[1],
    '--v-col': place.v[0],
    '--v-row': place.v[1],
  } as CSSProperties
}

function polar(radius: number, degrees: number): [number, number] {
  const radians = (degrees * Math.PI) / 180
  return [radius * Math.sin(radians), -radius * Math.cos(radians)]
}

/**
 * European roulette (docs/product.md#originals): chips on the board, one spin; the wheel turns and the
 * ball drops into the server's number; winning spots light up and the returns are paid.
 */
export function RouletteGame() {
  const { t } = useLingui()
  const { info, money, play, settle, reducedMotion, locale } = useGame()
  const red = info.rules.engine === 'roulette' ? info.rules.red_numbers : standardRed
  const chipValues = stakeLadder(info.min_stake, info.max_stake).slice(0, 6)
  const [chip, setChip] = useState(chipValues[0] ?? info.min_stake)
  const [placed, setPlaced] = useState<RouletteBet[]>([])
  const [busy, setBusy] = useState(false)
  const [wheelAngle, setWheelAngle] = useState(0)
  const [ball, setBall] = useState<{ angle: number; radius: number } | null>(null)
  const [result, setResult] = useState<{ number: number; colour: Colour; win: number } | null>(null)
  const [recent, setRecent] = useState<number[]>([])
  const wheelArea = useRef<HTMLDivElement>(null)
  const total = placed.reduce((sum, bet) => sum + bet.amount, 0)
  const onSpot = new Map<string, number>()
  for (const bet of placed) onSpot.set(spotKey(bet), (onSpot.get(spotKey(bet)) ?? 0) + bet.amount)
  const colourNames: Record<Colour, string> = { red: t`Red`, black: t`Black`, green: t`Green` }
  const chipText = (minor: number) =>
    new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(
      Number(minorToDecimal(minor, info.currency)),
    )

  const place = (spot: Spot) => {
    if (busy) return
    if (total + chip > info.max_stake) return
    setResult(null)
    setPlaced((bets) => [...bets, { ...spot, amount: chip }])
  }

  const spin = async () => {
    if (busy || placed.length === 0) return
    setBusy(true)
    setResult(null)
    // On a phone the board pushes the wheel off screen: bring it back to watch the spin.
    wheelArea.current?.scrollIntoView?.({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' })
    const bets = [...onSpot.entries()].map(([key, amount]) => {
      const [kind, value] = key.split(':')
      return { kind: kind as RouletteBetKind, value: Number(value), amount }
    })
    const round = await play(total, { engine: 'roulette', bets })
    if (round?.outcome.engine !== 'roulette') {
      setBusy(false)
      return
    }
    const { number, colour } = round.outcome
    const pocket = wheelOrder.indexOf(number as (typeof wheelOrder)[number])
    const start = wheelAngle
    const end = start - 1440 - ((((start + pocket * pocketAngle) % 360) + 360) % 360)
    await tween(
      4_200,
      (p) => {
        const eased = easeOutCubic(p)
        setWheelAngle(start + (end - start) * eased)
        const ballEase = 1 - (1 - p) ** 4
        setBall({ angle: 1080 * (1 - ballEase), radius: p < 0.7 ? 97 : 97 - ((p - 0.7) / 0.3) * 18 })
      },
      reducedMotion,
    )
    setWheelAngle(end)
    setBall({ angle: 0, radius: 79 })
    setResult({ number, colour, win: round.win })
    setRecent((list) => [number, ...list].slice(0, 10))
    const colourName = colourNames[colour]
    const amount = money(round.win)
    settle(
      round,
      round.win > 0 ? t`${number} ${colourName}: you won ${amount}` : t`${number} ${colourName}: no win`,
    )
    setBusy(false)
  }

  const spotLabel = (spot: Spot): string => {
    const value = spot.value
    switch (spot.kind) {
      case 'straight':
        return String(value)
      case 'dozen':
        return value === 1 ? t`1st 12` : value === 2 ? t`2nd 12` : t`3rd 12`
      case 'column':
        return '2:1'
      case 'low':
        return '1-18'
      case 'high':
        return '19-36'
      case 'even':
        return t`Even`
      case 'odd':
        return t`Odd`
      case 'red':
        return t`Red`
      case 'black':
        return t`Black`
    }
  }
  const wins = (spot: Spot) => result !== null && betWins(spot.kind, spot.value, result.number, red)

  const renderSpot = (spot: Spot, at: Place, extraClass: string, content?: ReactNode) => {
    const amount = onSpot.get(spotKey(spot))
    const chipMoney = money(chip)
    const onIt = amount ? money(amount) : ''
    // The button's name starts with what it shows (WCAG 2.5.3): the board's own label, then for screen
    // readers the spot's full name where the label is short, and what a tap does.
    const value = spot.value
    const spoken =
      spot.kind === 'column'
        ? t`Column ${value}`
        : spot.kind === 'red' || spot.kind === 'black'
          ? spotLabel(spot)
          : ''
    const action = amount ? t`${onIt} placed, add ${chipMoney}` : t`Place ${chipMoney}`
    return (
      <div key={spotKey(spot)} className={r.spotCell} style={placeStyle(at)}>
        <button
          type="button"
          className={`${r.spot} ${extraClass} ${wins(spot) ? r.winningSpot : ''}`}
          disabled={busy}
          onClick={() => place(spot)}
        >
          {content ?? spotLabel(spot)}{' '}
          <span className={css.visuallyHidden}>{spoken ? `${spoken}, ${action}` : action}</span>
        </button>
        {amount ? (
          <span className={r.placed} aria-hidden="true">
            {chipText(amount)}
          </span>
        ) : null}
      </div>
    )
  }

  const resultAmount = money(result?.win ?? 0)
  const numberClass = (n: number) =>
    `${r.numberSpot} ${n === 0 ? r.green : red.includes(n) ? r.red : r.black}`
  const colourClass = (c: Colour) => (c === 'red' ? r.red : c === 'black' ? r.black : r.green)

  return (
    <>
      <section className={css.stage} aria-label={t`Roulette table`}>
        <div className={r.top} ref={wheelArea}>
          <Wheel angle={wheelAngle} ball={ball} red={red} />
          <div className={r.outcome} aria-live="off">
            {result ? (
              <>
                <span className={`${r.bigNumber} ${colourClass(result.colour)}`} data-testid="result-number">
                  {result.number}
                </span>
                <p className={`${css.result} ${result.win > 0 ? css.resultWin : css.resultLose}`}>
                  {result.win > 0 ? t`You won ${resultAmount}` : t`No win this time`}
                </p>
              </>
            ) : (
              <p className={css.muted}>{busy ? t`No more bets` : t`Place your chips, then spin`}</p>
            )}
            {recent.length > 0 && (
              <ol className={r.recent} aria-label={t`Recent numbers`}>
                {recent.map((n, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the newest number is always first
                  <li key={`${n}-${index}`} className={`${r.recentItem} ${colourClass(colourOf(n, red))}`}>
                    {n}
                  </li>
                ))}
              </ol>
            )}
          </div>
        </div>
        <fieldset className={r.board} aria-label={t`Betting board`}>
          {renderSpot(
            { kind: 'straight', value: 0 },
            { h: ['1', '1 / span 3'], v: ['3 / span 3', '1'] },
            numberClass(0),
          )}
          {Array.from({ length: 36 }, (_, i) => i + 1).map((n) =>
            renderSpot({ kind: 'straight', value: n }, numberPlace(n), numberClass(n)),
          )}
          {[1, 2, 3].map((value) => renderSpot({ kind: 'column', value }, outsidePlace('column', value), ''))}
          {[1, 2, 3].map((value) => renderSpot({ kind: 'dozen', value }, outsidePlace('dozen', value), ''))}
          {outsideOrder.map((kind) =>
            renderSpot(
              { kind, value: 0 },
              outsidePlace(kind, 0),
              '',
              kind === 'red' || kind === 'black' ? (
                <span className={`${r.diamond} ${kind === 'red' ? r.red : r.black}`} />
              ) : undefined,
            ),
          )}
        </fieldset>
      </section>
      <section className={css.controls} aria-label={t`Bet`}>
        <span className={css.fieldLabel} id="chip-label">
          {t`Chip value`}
        </span>
        <fieldset className={r.chips} aria-labelledby="chip-label">
          {chipValues.map((value, index) => (
            <button
              key={value}
              type="button"
              className={r.chip}
              style={{ background: chipColours[index % chipColours.length] }}
              aria-pressed={chip === value}
              aria-label={money(value)}
              onClick={() => setChip(value)}
            >
              {chipText(value)}
            </button>
          ))}
        </fieldset>
        <div className={r.total}>
          <span>{t`Total stake`}</span>
          <span data-testid="total-stake">{money(total)}</span>
        </div>
        <div className={r.actions}>
          <button
            type="button"
            className={css.secondary}
            disabled={busy || placed.length === 0}
            onClick={() => setPlaced((bets) => bets.slice(0, -1))}
          >
            {t`Undo`}
          </button>
          <button
            type="button"
            className={css.secondary}
            disabled={busy || placed.length === 0}
            onClick={() => {
              setPlaced([])
              setResult(null)
            }}
          >
            {t`Clear`}
          </button>
        </div>
        <button type="button" className={css.primary} onClick={spin} disabled={busy || placed.length === 0}>
          {busy ? t`Spinning…` : t`Spin`}
        </button>
      </section>
    </>
  )
}

/** The wheel in SVG: 37 pockets in real order and colours, turning to the outcome; the ball lands on top. */
function Wheel({
  angle,
  ball,
  red,
}: {
  angle: number
  ball: { angle: number; radius: number } | null
  red: readonly number[]
}) {
  return (
    <svg className={r.wheel} viewBox="-110 -110 220 220" aria-hidden="true">
      <defs>
        <radialGradient id="rw-wood" r="0.5">
          <stop offset="0.85" stopColor="#5b2d0e" />
          <stop offset="1" stopColor="#2a1204" />
        </radialGradient>
        <radialGradient id="rw-cone" r="0.5">
          <stop offset="0" stopColor="#e8c36a" />
          <stop offset="0.5" stopColor="#7a4a12" />
          <stop offset="1" stopColor="#3b1f06" />
        </radialGradient>
      </defs>
      <circle r="109" fill="url(#rw-wood)" />
      <circle r="100" fill="#1a0f05" stroke="#c8901c" strokeWidth="2.5" />
      <g transform={`rotate(${angle})`}>
        {wheelOrder.map((n, i) => {
          const a0 = (i - 0.5) * pocketAngle
          const a1 = (i + 0.5) * pocketAngle
          const [x0, y0] = polar(92, a0)
          const [x1, y1] = polar(92, a1)
          const [x2, y2] = polar(64, a1)
          const [x3, y3] = polar(64, a0)
          const fill = n === 0 ? '#0b7a43' : red.includes(n) ? '#c81d33' : '#17171f'
          const [tx, ty] = polar(83, i * pocketAngle)
          return (
            <g key={n}>
              <path
                d={`M${x0} ${y0} A92 92 0 0 1 ${x1} ${y1} L${x2} ${y2} A64 64 0 0 0 ${x3} ${y3} Z`}
                fill={fill}
                stroke="#c8901c"
                strokeWidth="0.8"
              />
              <text
                x={tx}
                y={ty}
                fill="#fff"
                fontSize="8.5"
                fontWeight="800"
                textAnchor="middle"
                dominantBaseline="central"
                transform={`rotate(${i * pocketAngle} ${tx} ${ty})`}
              >
                {n}
              </text>
            </g>
          )
        })}
        <circle r="64" fill="none" stroke="#c8901c" strokeWidth="2" />
        <circle r="60" fill="url(#rw-cone)" />
        {[0, 90, 180, 270].map((a) => {
          const [x, y] = polar(34, a)
          return (
            <line
              key={a}
              x1="0"
              y1="0"
              x2={x}
              y2={y}
              stroke="#f7d98a"
              strokeWidth="4"
              strokeLinecap="round"
            />
          )
        })}
        <circle r="9" fill="#f7d98a" stroke="#7a4a12" strokeWidth="2" />
      </g>
      <path d="M0 -96 L-6 -108 L6 -108 Z" fill="#f7c948" stroke="#7a4a12" strokeWidth="1" />
      {ball && (
        <circle
          cx={polar(ball.radius, ball.angle)[0]}
          cy={polar(ball.radius, ball.angle)[1]}
          r="4.5"
          fill="#fff"
          stroke="#999"
          strokeWidth="0.8"
        />
      )}
    </svg>
  )
}
