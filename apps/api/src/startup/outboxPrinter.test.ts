import { describe, expect, it } from 'vitest'
import { outboxPrinter } from './outboxPrinter'

const message = { recipient: '639171234567', body: 'Reel Riot: your verification code is 123456.' }

describe('outboxPrinter (docs/deploy.md#production-mode)', () => {
  it('prints nothing in production, not even to a writer it is given', () => {
    const lines: string[] = []
    const printer = outboxPrinter('production', (line) => lines.push(line))
    expect(printer).toBeUndefined()
    printer?.(message)
    expect(lines).toEqual([])
  })

  it('prints one plain line per message outside production, as the browser tests read it', () => {
    for (const nodeEnv of ['development', 'test']) {
      const lines: string[] = []
      outboxPrinter(nodeEnv, (line) => lines.push(line))?.(message)
      expect(lines).toEqual([`[outbox] to ${message.recipient}: ${message.body}\n`])
    }
  })
})
