import { hashOf } from '../media/svg'

/** mulberry32: a seeded generator, so the demo data is the same on every seed. */
export function seededRandom(seed: string): () => number {
  let state = hashOf(seed)
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

export function between(random: () => number, min: number, max: number): number {
  return Math.floor(min + random() * (max - min + 1))
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)]
  if (item === undefined) throw new Error('pick from an empty list')
  return item
}
