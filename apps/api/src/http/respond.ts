import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** Every failure answers `{statusCode, message}`; statusCode 0 marks a refused request. */
export function fail(c: Context, httpStatus: ContentfulStatusCode, message: string, statusCode = 0) {
  return c.json({ statusCode, message }, httpStatus)
}
