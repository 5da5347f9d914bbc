/**
 * The crash curve: the multiplier grows exponentially with time, m(t) = e^(k·t), from x1.00. A round that
 * ends high is drawn faster (at most `maxFlightMs`) so a x500 cash-out does not take minutes to watch.
 */
export const growthPerMs = 0.00015
export const maxFlightMs = 9_000

/** How long the flight to `stop` (hundredths) lasts, and the growth rate that gets there in that time. */
export function flight(stop: number): { durationMs: number; rate: number } {
  const target = Math.log(Math.max(stop, 100) / 100)
  const natural = target / growthPerMs
  if (natural <= maxFlightMs) return { durationMs: natural, rate: growthPerMs }
  return { durationMs: maxFlightMs, rate: target / maxFlightMs }
}

/** The multiplier (hundredths, never past `stop`) `elapsedMs` into a flight. */
export function multiplierAt(elapsedMs: number, rate: number, stop: number): number {
  return Math.min(stop, Math.floor(100 * Math.exp(rate * elapsedMs)))
}
