/**
 * Which element (slot) each card of the grid's window renders into, so React keys the cards by slot
 * (docs/architecture.md#keystroke): a game still on screen keeps its slot, so a narrower search moves its card
 * without loading its art again; a game new to the screen takes a slot a departed game left, so React patches
 * that card (its name, its art) rather than building a new one. Placeholders take free slots and keep none.
 */
export function assignCardSlots(
  /** Per place in the window, the game's key, or undefined for a placeholder. */
  games: readonly (string | undefined)[],
  /** The slots of the games the grid showed last. */
  previous: ReadonlyMap<string, number>,
): { slots: number[]; kept: Map<string, number> } {
  const slots: (number | undefined)[] = games.map(() => undefined)
  const used = new Set<number>()
  const kept = new Map<string, number>()
  games.forEach((game, place) => {
    const slot = game === undefined ? undefined : previous.get(game)
    // A game listed twice keeps its slot in its first place only.
    if (game === undefined || slot === undefined || used.has(slot)) return
    slots[place] = slot
    used.add(slot)
    kept.set(game, slot)
  })
  const free = [...previous.values()].filter((slot) => !used.has(slot)).sort((a, b) => a - b)
  let fresh = Math.max(-1, ...previous.values(), ...used) + 1
  return {
    slots: slots.map((slot, place) => {
      if (slot !== undefined) return slot
      const taken = free.shift() ?? fresh++
      const game = games[place]
      if (game !== undefined && !kept.has(game)) kept.set(game, taken)
      return taken
    }),
    kept,
  }
}
