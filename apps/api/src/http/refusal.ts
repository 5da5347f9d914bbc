import type { ContentfulStatusCode } from 'hono/utils/http-status'

/**
 * A refused call: thrown anywhere in a handler, answered by the app as HTTP `httpStatus` with
 * `{statusCode: 0, message}` plus `details` (e.g. `until` of a time-out). Nothing the handler started is
 * committed when it throws inside a transaction.
 */
export class Refusal extends Error {
  constructor(
    readonly httpStatus: ContentfulStatusCode,
    message: string,
    readonly details: Readonly<Record<string, string | number | null>> = {},
  ) {
    super(message)
    this.name = 'Refusal'
  }
}
