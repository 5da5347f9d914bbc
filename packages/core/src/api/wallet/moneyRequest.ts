import type * as z from 'zod/mini'
import type { ApiCall, ApiResult } from '../call'
import type { ApiClient } from '../client'

/** A fresh idempotency key (docs/product.md#cashier: 8 to 64 letters, digits, - or _; a UUID fits). */
export function newRequestId(): string {
  return globalThis.crypto.randomUUID()
}

type WithoutRequestId<Body> = Omit<Body, 'request_id'>

export type MoneyRequest<Request extends z.ZodMiniType, Response extends z.ZodMiniType> = ((
  client: ApiClient,
  body: WithoutRequestId<z.input<Request>>,
) => Promise<ApiResult<z.output<Response>>>) & {
  /** The key the next send of the same body would carry, if one is waiting for an answer. */
  pendingRequestId(): string | undefined
  /** Forget the waiting key: the next send is a new submission. */
  reset(): void
}

/**
 * One money form's sender (deposit, withdraw): it adds the `request_id` the server keys idempotency on
 * (docs/architecture.md#wallet). The key is kept until the server has answered: a double click or a retry
 * after a network error or timeout sends the same key again, so the server answers the first answer and
 * moves no money twice. Once the server answered (money moved, or a refusal), or when the player changed
 * what they ask for, the next submission gets a new key. `auth` is not part of what makes a submission the
 * same: signing in again after a session ended mid-request must not turn a retry into a second payment.
 */
export function moneyRequest<Request extends z.ZodMiniType, Response extends z.ZodMiniType>(
  call: ApiCall<Request, Response>,
  makeId: () => string = newRequestId,
): MoneyRequest<Request, Response> {
  let waiting: { submission: string; requestId: string } | undefined
  const send = async (client: ApiClient, body: WithoutRequestId<z.input<Request>>) => {
    const { auth: _auth, ...what } = body as Record<string, unknown>
    const submission = JSON.stringify(what)
    if (waiting?.submission !== submission) waiting = { submission, requestId: makeId() }
    const { requestId } = waiting
    const result = await call(client, { ...body, request_id: requestId } as z.input<Request>)
    // A synthetic result (statusMessage set) means no answer came: the server may or may not have acted,
    // so the key stays for the retry. Any answer of the server settles this submission.
    const answered = result.ok || result.error.statusMessage === undefined
    if (answered && waiting?.requestId === requestId) waiting = undefined
    return result
  }
  return Object.assign(send, {
    pendingRequestId: () => waiting?.requestId,
    reset: () => {
      waiting = undefined
    },
  })
}
