import { describe, expect, it } from 'vitest'
import { diceRoll, rollText, seedHash } from './fairness'

// Vectors computed once with node:crypto: createHmac('sha256', serverSeed).update(`${client}:${nonce}`),
// readUInt32BE(0), floor(u / 2^32 * 10000); and createHash('sha256').update(serverSeed).
const vectors = [
  { server: 'a1b2c3d4e5f6-server-seed', client: 'lucky-seed', nonce: 4, roll: 7078 },
  { server: 's3cret', client: 'player', nonce: 0, roll: 5104 },
  { server: 'zz', client: 'x', nonce: 123456, roll: 419 },
]

describe('the provably fair dice roll', () => {
  it.each(vectors)('rolls $roll for $server / $client:$nonce', async ({ server, client, nonce, roll }) => {
    expect(await diceRoll(server, client, nonce)).toBe(roll)
  })

  it('hashes the server seed as the game shows it before the first bet', async () => {
    expect(await seedHash('a1b2c3d4e5f6-server-seed')).toBe(
      '656928a6ded722bbd3c1c766dbd6ab124c975e9a63d29fa366d72033e7092593',
    )
  })

  it('shows a roll with two decimals', () => {
    expect(rollText(7078)).toBe('70.78')
    expect(rollText(419)).toBe('4.19')
    expect(rollText(0)).toBe('0.00')
  })
})
