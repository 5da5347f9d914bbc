import { type ApiCallName, apiCalls, type RequestOf } from '@lobbykit/contract'
import type { Context, Hono } from 'hono'
import type * as z from 'zod/mini'
import { readBody } from './body'
import { fail } from './respond'

export type CallHandler<K extends ApiCallName> = (c: Context, body: RequestOf<K>) => Promise<Response>

/** Registers `POST <path>` of a contract call: the body is validated by the contract's schema first. */
export function defineCall<K extends ApiCallName>(app: Hono, name: K, handler: CallHandler<K>) {
  const call = apiCalls[name]
  app.post(call.path, async (c) => {
    const body = await readBody(c, call.request as unknown as z.ZodMiniType<RequestOf<K>>)
    if (!body.ok) return fail(c, body.status, body.message)
    return handler(c, body.data)
  })
}
