import type { SessionResponse } from '@lobbykit/contract/calls/auth'
import { login as loginCall } from '../api/auth/login'
import { loginTac as loginTacCall } from '../api/auth/loginTac'
import type { ApiResult } from '../api/call'
import { signedOutUser, userAtom } from '../stores/user'
import { type FlowContext, siteFields } from './context'
import { beginPlaySession } from './playSession'
import { refreshAfterLogin } from './refresh'

/**
 * docs/product.md#login: a login succeeds when statusCode is 1 and a token came back. Then the player is signed
 * in and their balance, VIP info and favourites are fetched; otherwise they are signed out and the
 * failure goes to the error handler. Returns the call's result for the form (to close, or stay open).
 */
export async function completeLogin(
  ctx: FlowContext,
  result: ApiResult<SessionResponse>,
): Promise<ApiResult<SessionResponse>> {
  if (!result.ok || result.data.statusCode !== 1 || !result.data.token) {
    ctx.store.set(userAtom, (state) => ({ ...state, isAuthenticated: false }))
    if (!result.ok) ctx.handleError(result.error)
    return result
  }
  const { token, user, fullname, email } = result.data
  ctx.store.set(userAtom, {
    ...signedOutUser,
    isAuthenticated: true,
    user: {
      account_id: user.account_id,
      session_token: user.session_token,
      full_name: fullname,
      contact_email: email,
    },
    token,
    email,
    fullname,
  })
  await refreshAfterLogin(ctx)
  // The reality check counts from here, from the balance just fetched (docs/product.md#reality-check).
  beginPlaySession(ctx.store)
  return result
}

export async function login(ctx: FlowContext, credentials: { account_id: string; password: string }) {
  return completeLogin(ctx, await loginCall(ctx.api, { ...siteFields(ctx), ...credentials }))
}

/** Login by one-time code behaves the same (docs/product.md#login). */
export async function loginWithTac(ctx: FlowContext, credentials: { account_id: string; tac: string }) {
  return completeLogin(ctx, await loginTacCall(ctx.api, { ...siteFields(ctx), ...credentials }))
}
