import {
  csrfHeader,
  mediaUploadResponseSchema,
  type OperatorCallName,
  operatorCalls,
  operatorUploads,
} from '@lobbykit/contract/operator'
import { statusCodes } from '@lobbykit/contract/status'
import ky from 'ky'
import type * as z from 'zod/mini'

/** What a call gives the screen: its answer, or the server's refusal (its HTTP status and the message naming the field). */
export type CallResult<Data> = { ok: true; data: Data } | { ok: false; status: number; message: string }

type RequestOf<K extends OperatorCallName> = z.input<(typeof operatorCalls)[K]['request']>
export type AnswerOf<K extends OperatorCallName> = z.output<(typeof operatorCalls)[K]['response']>

/** The session's CSRF token (docs/operators.md#sessions): sent back on every call but sign-in. */
let csrfToken = ''
export function rememberCsrfToken(token: string): void {
  csrfToken = token
}

const client = ky.create({
  baseUrl: globalThis.location?.origin,
  method: 'post',
  timeout: 20_000,
  retry: 0,
  throwHttpErrors: false,
  credentials: 'same-origin',
})

/** Status 0: the server was not reached (the screen says so in the operator's language). */
const unreachable = <Data>(): CallResult<Data> => ({ ok: false, status: 0, message: '' })

async function readAnswer<Data>(response: Response, schema: z.ZodMiniType<Data>): Promise<CallResult<Data>> {
  const json: unknown = await response.json().catch(() => undefined)
  const envelope = json as { statusCode?: unknown; message?: unknown } | undefined
  if (!response.ok || envelope?.statusCode !== statusCodes.success) {
    const message = typeof envelope?.message === 'string' ? envelope.message : `HTTP ${response.status}`
    return { ok: false, status: response.status, message }
  }
  const parsed = schema.safeParse(json)
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, status: 0, message: '' }
}

/**
 * Makes one operator call (docs/operators.md#calls): the contract's path, request and answer; the request is
 * checked here first, so a bad field is named without a round trip.
 */
export async function operatorCall<K extends OperatorCallName>(
  name: K,
  body: RequestOf<K>,
): Promise<CallResult<AnswerOf<K>>> {
  const call = operatorCalls[name]
  const request = (call.request as z.ZodMiniType).safeParse(body)
  if (!request.success) {
    const issue = request.error.issues[0]
    const field = issue?.path.join('.') ?? ''
    return { ok: false, status: 400, message: `${field ? `${field}: ` : ''}${issue?.message ?? 'invalid'}` }
  }
  try {
    const response = await client(call.path, {
      json: request.data,
      headers: csrfToken ? { [csrfHeader]: csrfToken } : {},
    })
    return await readAnswer(response, call.response as unknown as z.ZodMiniType<AnswerOf<K>>)
  } catch {
    return unreachable()
  }
}

export type UploadAnswer = z.output<typeof mediaUploadResponseSchema>

/** Uploads a picture for a tenant (docs/operators.md#uploads); the server checks its type, size and content. */
export async function uploadTenantMedia(tenantCode: string, file: File): Promise<CallResult<UploadAnswer>> {
  try {
    const response = await client(
      `${operatorUploads.tenantMedia.path}?tenant_code=${encodeURIComponent(tenantCode)}`,
      {
        body: file,
        headers: { 'content-type': file.type || 'application/octet-stream', [csrfHeader]: csrfToken },
      },
    )
    return await readAnswer(response, mediaUploadResponseSchema)
  } catch {
    return unreachable()
  }
}
