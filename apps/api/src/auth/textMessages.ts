import type { ApiContext } from '../context'
import type { Db } from '../db/client'
import { outbox } from '../db/schema'
import { hitRateLimits } from '../security/rateLimit'

export interface TextMessage {
  tenantId: number
  recipient: string
  body: string
}

/**
 * Puts a text message in the outbox, unless it would pass a cap (docs/architecture.md#sign-in-limits): five an hour
 * to one phone, the tenant's hourly cap, the platform's. Over a cap nothing is sent and the request is answered as
 * if it had been, so the answer never tells whether a message went; the cap is reported on the server's log.
 * Run it in the transaction that makes the code; `deliver` hands the message on once that transaction committed.
 */
export async function queueText(ctx: ApiContext, tx: Db, message: TextMessage): Promise<boolean> {
  const rules = ctx.rateRules
  const digits = message.recipient.replace(/\D/g, '')
  const allowed = await hitRateLimits(
    tx,
    [
      { key: `sms:phone:${digits}`, rule: rules.smsPerPhone },
      { key: `sms:tenant:${message.tenantId}`, rule: rules.smsPerTenant },
      { key: 'sms:all', rule: rules.smsGlobal },
    ],
    ctx.now(),
  )
  if (!allowed) {
    const where = { tenantId: message.tenantId, phoneEnd: digits.slice(-3) }
    ctx.logger.warn(where, 'text message not sent: a cap is reached')
    return false
  }
  await tx.insert(outbox).values({ ...message, channel: 'sms' })
  return true
}

/** Hands a queued message to the sender (development prints it); call it after the transaction committed. */
export function deliver(ctx: ApiContext, message: TextMessage | undefined) {
  if (message) ctx.onOutbox?.({ recipient: message.recipient, body: message.body })
}
