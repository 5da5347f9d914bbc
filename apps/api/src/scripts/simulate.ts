/**
 * Measures the return to player of the originals games (docs/product.md#originals):
 * `pnpm --filter @lobbykit/api simulate -- --game <code|engine|all> --rounds 1000000 [--seed N]`.
 * Plays the rounds with a seeded generator (the same seed gives the same figures) and prints, per game, the
 * rounds, what was staked and paid, the measured and declared RTP and their difference.
 */
import { gamesOf, type SimulationResult, simulate } from '../originals/engines/simulation'

export { type SimulationResult, simulate }

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`)
  return at < 0 ? undefined : process.argv[at + 1]
}

const game = argument('game') ?? 'all'
const rounds = Number(argument('rounds') ?? 1_000_000)
const seed = argument('seed') ?? '1'

if (!Number.isSafeInteger(rounds) || rounds < 1) {
  console.error('--rounds must be a whole number above 0')
  process.exit(2)
}
if (gamesOf(game).length === 0) {
  console.error(`--game ${game} names no originals game: give a game code, an engine or all`)
  process.exit(2)
}

const format = (value: number) => value.toLocaleString('en-US')
const started = performance.now()
console.log(`Seed ${seed}, ${format(rounds)} rounds per game (stakes and wins in minor units)`)
console.log(
  ['game', 'rounds', 'staked', 'paid', 'measured RTP', 'declared RTP', 'difference']
    .map((title, index) => (index === 0 ? title.padEnd(26) : title.padStart(14)))
    .join(''),
)
for (const result of simulate({ game, rounds, seed })) {
  console.log(
    [
      result.game_code.padEnd(26),
      format(result.rounds).padStart(14),
      format(result.staked).padStart(14),
      format(result.paid).padStart(14),
      `${result.measuredRtp.toFixed(3)}%`.padStart(14),
      `${result.declaredRtp.toFixed(2)}%`.padStart(14),
      `${result.difference >= 0 ? '+' : ''}${result.difference.toFixed(3)} pp`.padStart(14),
    ].join(''),
  )
}
console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s`)
