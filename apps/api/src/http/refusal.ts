import type { ContentfulStatusCode } from 'hono/utils/http-status'

/**
 * A refused call: thrown anywhere in a handler, answered by the app as HTTP `httpStatus` with
 * `{statusCode: 0, message}`. Nothing the handler started is committed when it throws inside a transaction.
 */
export class Refusal extends Error {
  constructor(
    readonly httpStatus: ContentfulStatusCode,
    message: string,
  ) {
    super(message)
    this.name = 'Refusal'
  }
}
