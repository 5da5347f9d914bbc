import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/**
 * Every failure answers `{statusCode, message}`, plus any `details` the refusal names; statusCode 0 marks a
 * refused request.
 */
export function fail(
  c: Context,
  httpStatus: ContentfulStatusCode,
  message: string,
  statusCode = 0,
  details: Readonly<Record<string, unknown>> = {},
) {
  return c.json({ ...details, statusCode, message }, httpStatus)
}

/** A success answer: statusCode 1, message OK (unless given), plus the call's fields. */
export function ok<T extends object>(c: Context, fields: T, message = 'OK') {
  return c.json({ statusCode: 1, message, ...fields }, 200)
}

/** A success answer already serialised (the cached answers of the hot calls). */
export function okJson(c: Context, json: string) {
  return c.body(json, 200, { 'content-type': 'application/json' })
}
