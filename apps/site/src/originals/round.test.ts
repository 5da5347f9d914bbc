import { describe, expect, it } from 'vitest'
import { playRound } from './round'
import { fakeApi, roundAnswer, token } from './testing/fakeServer'

const answer = roundAnswer({
  outcome: { engine: 'crash', crash_point: 250, cash_out: 200, cashed_out: true },
  win: 2_000,
  balance: 11_000,
})

describe('playing a round', () => {
  it('resends the same request_id after a network failure, and a new one for the next round', async () => {
    let failures = 2
    const { api, calls } = fakeApi({
      'originals/round': () => (failures-- > 0 ? new TypeError('Failed to fetch') : answer),
    })
    const waits: number[] = []
    const options = { wait: async (ms: number) => void waits.push(ms) }
    const body = { game_token: token, stake: 1_000, choice: { engine: 'crash' as const, cash_out: 200 } }
    const result = await playRound(api, body, options)
    expect(result.ok).toBe(true)
    const ids = calls.map((call) => call.body.request_id)
    expect(ids).toHaveLength(3)
    expect(new Set(ids).size).toBe(1)
    expect(waits).toEqual([600, 1_500])
    await playRound(api, body, options)
    expect(calls[3]?.body.request_id).not.toBe(ids[0])
  })

  it('does not resend a refusal', async () => {
    const { api, calls } = fakeApi({
      'originals/round': () => ({ statusCode: 0, message: 'stakeOutOfRange' }),
    })
    const result = await playRound(api, {
      game_token: token,
      stake: 1,
      choice: { engine: 'crash', cash_out: 200 },
    })
    expect(result).toMatchObject({ ok: false, error: { message: 'stakeOutOfRange' } })
    expect(calls).toHaveLength(1)
  })
})
