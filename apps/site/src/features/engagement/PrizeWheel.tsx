import type { SpinPrize } from '@lobbykit/contract/calls/minigame'
import { useEffect, useRef } from 'react'
import * as styles from './minigame.css'

/** The wheel's size in SVG units; the pointer sits over the top of it. */
const size = 400
const radius = 190
const centre = size / 2

/**
 * The angle (degrees, clockwise) the wheel turns to from `current` so that segment `index` of `count` stops
 * under the pointer at the top, after at least `turns` full turns: segment 0 is centred at the top at 0°.
 */
export function restingAngle(current: number, index: number, count: number, turns = 5): number {
  const step = 360 / count
  const stop = (360 - ((index * step) % 360)) % 360
  const start = Math.ceil(current / 360) * 360
  return start + turns * 360 + stop
}

/** A point on the circle at `angle` degrees clockwise from the top. */
function at(angle: number, r: number): [number, number] {
  const radians = ((angle - 90) * Math.PI) / 180
  return [centre + r * Math.cos(radians), centre + r * Math.sin(radians)]
}

function segmentPath(from: number, to: number): string {
  const [x1, y1] = at(from, radius)
  const [x2, y2] = at(to, radius)
  const large = to - from > 180 ? 1 : 0
  return `M${centre} ${centre} L${x1} ${y1} A${radius} ${radius} 0 ${large} 1 ${x2} ${y2} Z`
}

export interface PrizeWheelProps {
  prizes: SpinPrize[]
  /** Each segment's words, in the prizes' order. */
  labels: string[]
  /** The wheel's turn in degrees (clockwise); changing it animates the wheel there. */
  angle: number
  /** The wheel's name for screen readers, e.g. its prizes. */
  label: string
  /** Called once the wheel has stopped at `angle` (at once when motion is reduced). */
  onStopped(): void
}

/** Whether the player asked for less motion (no matchMedia: treated as no preference). */
function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  )
}

/**
 * A prize wheel drawn in SVG: one segment a prize, clockwise from the top, coloured in turns of the theme's
 * brand and accent, with a pointer fixed at the top. It turns with a CSS transform that eases out; with
 * reduced motion it jumps to the prize. If the browser never reports the end of the turn (a hidden tab),
 * a timer says it stopped, so a prize is never left unannounced.
 */
export function PrizeWheel({ prizes, labels, angle, label, onStopped }: PrizeWheelProps) {
  const stopped = useRef(onStopped)
  stopped.current = onStopped
  const first = useRef(true)
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new angle is a new turn that must end once
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    if (prefersReducedMotion()) {
      stopped.current()
      return
    }
    const fallback = setTimeout(() => stopped.current(), 6_000)
    return () => clearTimeout(fallback)
  }, [angle])
  const count = Math.max(prizes.length, 1)
  const step = 360 / count
  const odd = count % 2 === 1
  const tone = (index: number) =>
    odd && index === count - 1 && count > 1 ? 'C' : index % 2 === 0 ? 'A' : 'B'
  const fontSize = count > 10 ? 15 : count > 6 ? 18 : 22
  return (
    <div className={styles.wheelBox}>
      <svg className={styles.pointer} viewBox="0 0 36 44" aria-hidden="true">
        <path className={styles.pointerShape} d="M2 2 H34 L18 42 Z" />
      </svg>
      <svg
        className={styles.wheel}
        viewBox={`0 0 ${size} ${size}`}
        role="img"
        aria-label={label}
        style={{ transform: `rotate(${angle}deg)` }}
        onTransitionEnd={(event) => {
          if (event.target === event.currentTarget) stopped.current()
        }}
        data-angle={angle}
      >
        {prizes.map((_, index) => {
          const from = index * step - step / 2
          const kind = tone(index)
          const segment = kind === 'A' ? styles.segmentA : kind === 'B' ? styles.segmentB : styles.segmentC
          const text = kind === 'A' ? styles.labelA : kind === 'B' ? styles.labelB : styles.labelC
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: segments are positions on the wheel
            <g key={index}>
              {count === 1 ? (
                <circle className={segment} cx={centre} cy={centre} r={radius} />
              ) : (
                <path className={segment} d={segmentPath(from, from + step)} />
              )}
              <text
                className={`${styles.label} ${text}`}
                fontSize={fontSize}
                textAnchor="middle"
                dominantBaseline="central"
                transform={`rotate(${index * step} ${centre} ${centre}) translate(${centre} ${centre - radius * 0.6}) rotate(-90)`}
              >
                {labels[index]}
              </text>
            </g>
          )
        })}
        <circle className={styles.rim} cx={centre} cy={centre} r={radius} />
        <circle className={styles.hub} cx={centre} cy={centre} r={26} />
      </svg>
    </div>
  )
}
