import type { ApiContext } from '../context'

/**
 * Development has no SMS gateway: the server prints every outbox message (one-time codes among them) on standard
 * output, one plain line each, `[outbox] to <recipient>: <body>`, which the browser tests read, besides keeping it
 * in the outbox table. Production prints none (docs/deploy.md#production-mode): a code in a log could be used by
 * anyone who reads the logs.
 */
export function outboxPrinter(
  nodeEnv: string,
  write: (line: string) => void = (line) => process.stdout.write(line),
): ApiContext['onOutbox'] {
  if (nodeEnv === 'production') return undefined
  return ({ recipient, body }) => write(`[outbox] to ${recipient}: ${body}\n`)
}
