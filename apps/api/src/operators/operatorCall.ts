import {
  csrfExemptCalls,
  csrfHeader,
  type OperatorAction,
  type OperatorCallName,
  type OperatorRequestOf,
  type OperatorRole,
  operatorCalls,
  operatorCookieName,
  operatorMessages,
  roleMay,
} from '@lobbykit/contract/operator'
import type { Context, Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import * as z from 'zod/mini'
import type { ApiContext } from '../context'
import { readBody } from '../http/body'
import { fail } from '../http/respond'
import { sameSecret } from '../security/tokens'
import { findOperatorSession, type OperatorRow } from './accounts'

export interface OperatorCallContext {
  operator: OperatorRow
  sessionId: number
  csrfToken: string
}

export type OperatorHandler<K extends OperatorCallName> = (
  c: Context,
  body: OperatorRequestOf<K>,
  who: OperatorCallContext,
) => Promise<Response>

/**
 * Whether a request comes from another site (docs/operators.md#sessions): the browser says so in Sec-Fetch-Site,
 * and an Origin names another host. Requests without either (command-line clients) are judged by their cookie
 * and CSRF token alone.
 */
export function isCrossSite(c: Context): boolean {
  const fetchSite = c.req.header('sec-fetch-site')
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true
  const origin = c.req.header('origin')
  if (!origin) return false
  try {
    return new URL(origin).host !== (c.req.header('host') ?? new URL(c.req.url).host)
  } catch {
    return true
  }
}

const playerCredentials = z.object({ auth: z.string() })

/** Whether a refused request carries a player's credentials (the `auth` field or a bearer token). */
async function carriesPlayerToken(c: Context): Promise<boolean> {
  if (c.req.header('authorization')) return true
  return (await readBody(c, playerCredentials)).ok
}

/**
 * Who makes an operator request, checked in this order (docs/operators.md#calls): a cross-site request is refused
 * (403); the session cookie must name a live session (401, and a player's token is never one); the CSRF header
 * must match the session's (403; not asked of the session read, `csrfExemptCalls`); the operator's role must allow the action (403). Answers the refusal to send
 * otherwise.
 */
export async function authorizeOperator(
  c: Context,
  ctx: ApiContext,
  action: OperatorAction,
  options: { csrf: boolean } = { csrf: true },
): Promise<OperatorCallContext | Response> {
  if (isCrossSite(c)) return fail(c, 403, operatorMessages.crossSite)
  const token = getCookie(c, operatorCookieName)
  const found = token ? await findOperatorSession(ctx.db, token, ctx.now()) : undefined
  if (!found) {
    const message = (await carriesPlayerToken(c))
      ? operatorMessages.playerToken
      : operatorMessages.signInRequired
    return fail(c, 401, message)
  }
  if (options.csrf && !sameSecret(c.req.header(csrfHeader), found.session.csrfToken))
    return fail(c, 403, operatorMessages.csrfMissing)
  if (!roleMay(found.operator.role as OperatorRole, action)) return fail(c, 403, operatorMessages.notAllowed)
  return { operator: found.operator, sessionId: found.session.id, csrfToken: found.session.csrfToken }
}

/**
 * Registers `POST <path>` of an operator call (docs/operators.md#calls): `authorizeOperator` first, then the body
 * must match the contract's schema (400, naming the field).
 */
export function defineOperatorCall<K extends OperatorCallName>(
  app: Hono,
  ctx: ApiContext,
  name: K,
  handler: OperatorHandler<K>,
): void {
  const call = operatorCalls[name]
  const action = call.action
  if (action === null) throw new Error(`${name} has no action: register it on its own`)
  app.post(call.path, async (c) => {
    const who = await authorizeOperator(c, ctx, action, { csrf: !csrfExemptCalls.has(name) })
    if (who instanceof Response) return who
    const limit = 'maxBodyBytes' in call ? call.maxBodyBytes : undefined
    const body = await readBody(c, call.request as unknown as z.ZodMiniType<OperatorRequestOf<K>>, limit)
    if (!body.ok) return fail(c, body.status, body.message)
    return handler(c, body.data, who)
  })
}
