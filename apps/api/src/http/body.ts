import type { Context } from 'hono'
import type * as z from 'zod/mini'

export type BodyResult<T> = { ok: true; data: T } | { ok: false; message: string }

/** Describes the first problem of a failed parse as `field: reason`, so a client knows what to fix. */
export function describeIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'Invalid request body'
  const field = issue.path.map(String).join('.')
  if (issue.code === 'invalid_type' && issue.input === undefined) return `${field || 'body'} is required`
  return field ? `${field}: ${issue.message}` : issue.message
}

/** Reads a JSON body and validates it; never throws. */
export async function readBody<T>(c: Context, schema: z.ZodMiniType<T>): Promise<BodyResult<T>> {
  let raw: unknown
  try {
    raw = await c.req.json()
  } catch {
    return { ok: false, message: 'Request body must be valid JSON' }
  }
  const parsed = schema.safeParse(raw)
  if (!parsed.success) return { ok: false, message: describeIssue(parsed.error) }
  return { ok: true, data: parsed.data }
}
