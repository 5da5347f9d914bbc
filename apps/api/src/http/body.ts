import type { IncomingMessage } from 'node:http'
import type { Context } from 'hono'
import type * as z from 'zod/mini'

/** Largest JSON body any call accepts. */
export const maxBodyBytes = 16 * 1024

export type BodyResult<T> = { ok: true; data: T } | { ok: false; status: 400 | 413; message: string }

/** Describes the first problem of a failed parse as `field: reason`, so a client knows what to fix. */
export function describeIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'Invalid request body'
  const field = issue.path.map(String).join('.')
  if (issue.code === 'invalid_type' && issue.input === undefined) return `${field || 'body'} is required`
  return field ? `${field}: ${issue.message}` : issue.message
}

/**
 * Reads a request's bytes, at most `limit` (undefined past it), straight from Node's request when there is one:
 * going through the Web Request (and a counting stream for the size limit) costs more than the rest of a cached
 * answer.
 */
export async function readBytes(c: Context, limit: number): Promise<Buffer | undefined> {
  if (Number(c.req.header('content-length') ?? 0) > limit) return undefined
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming
  if (!incoming || typeof incoming.on !== 'function') {
    const bytes = Buffer.from(await c.req.arrayBuffer())
    return bytes.length > limit ? undefined : bytes
  }
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of incoming) {
    const buffer = chunk as Buffer
    size += buffer.length
    if (size > limit) {
      incoming.resume()
      return undefined
    }
    chunks.push(buffer)
  }
  return chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks)
}

/** Reads a JSON body of at most `limit` bytes (`maxBodyBytes` unless its call says more) and validates it; never throws. */
export async function readBody<T>(
  c: Context,
  schema: z.ZodMiniType<T>,
  limit = maxBodyBytes,
): Promise<BodyResult<T>> {
  let raw: unknown
  try {
    const text = (await readBytes(c, limit))?.toString('utf8')
    if (text === undefined) return { ok: false, status: 413, message: `Request body exceeds ${limit} bytes` }
    raw = JSON.parse(text)
  } catch {
    return { ok: false, status: 400, message: 'Request body must be valid JSON' }
  }
  const parsed = schema.safeParse(raw)
  if (!parsed.success) return { ok: false, status: 400, message: describeIssue(parsed.error) }
  return { ok: true, data: parsed.data }
}
