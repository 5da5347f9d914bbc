import { callExamples } from '@lobbykit/contract/fixtures/callExamples'
import { createStore } from 'jotai/vanilla'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { layoutAtom } from '../stores/layout'
import { isAuthenticatedAtom, userAtom } from '../stores/user'
import { fakeApi, json } from '../testing/fakeApi'
import { login, loginWithTac } from './login'
import { refreshBalance, updateProfile } from './refresh'

const answers: Record<string, unknown> = {
  '/api/auth/login': callExamples.login.response,
  '/api/auth/login_tac': callExamples.loginTac.response,
  '/api/auth/get_balance': callExamples.getBalance.response,
  '/api/auth/vip': callExamples.vip.response,
  '/api/home/fav_list': callExamples.favList.response,
  '/api/settings/profile_update': callExamples.profileUpdate.response,
}

function setup(
  answer = (path: string) => json(answers[path] ?? { statusCode: 0, message: 'notFound' }, 200),
) {
  const store = createStore()
  store.set(layoutAtom, (layout) => ({ ...layout, site: { ...callExamples.startup.response.site } }))
  const api = fakeApi(answer)
  const handleError = vi.fn((_failure: { statusCode?: number | null }) => 'dialog' as const)
  return {
    store,
    api,
    handleError,
    ctx: { store, api: api.client, domainName: 'slot2.localhost', handleError },
  }
}

afterEach(() => localStorage.clear())

describe('login', () => {
  it('signs in, then fetches balance, VIP info and favourites with the new token', async () => {
    const { store, api, ctx, handleError } = setup()
    const result = await login(ctx, { account_id: 'demo', password: 'demo1234' })
    expect(result.ok).toBe(true)
    expect(api.requests[0]?.body).toEqual({
      domain_name: 'slot2.localhost',
      external_id: callExamples.startup.response.site.external_id,
      account_id: 'demo',
      password: 'demo1234',
    })
    const token = callExamples.login.response.token
    const fetched = api.requests.slice(1)
    expect(fetched.map((r) => r.path).sort()).toEqual([
      '/api/auth/get_balance',
      '/api/auth/vip',
      '/api/home/fav_list',
    ])
    for (const request of fetched) {
      expect(request.body).toEqual({ account_id: 'demo', auth: token, domain_name: 'slot2.localhost' })
    }
    const user = store.get(userAtom)
    expect(user).toMatchObject({
      isAuthenticated: true,
      token,
      fullname: callExamples.login.response.fullname,
      email: callExamples.login.response.email,
      user: { account_id: 'demo', session_token: token },
      game: {
        balance: callExamples.getBalance.response.game_balance,
        token: callExamples.getBalance.response.game_token,
      },
      minigame: callExamples.getBalance.response.minigame,
      vip: { depoProgress: 50, toProgress: 25, currentLevel: 'Bronze', nextLevel: 'Silver' },
    })
    const [favourite] = callExamples.favList.response.value
    expect(user.game_fav_list).toEqual([
      {
        game_code: favourite?.game_code,
        game_name: favourite?.game_name,
        game_type: favourite?.game_type,
        provider_code: favourite?.provider_code,
        game_image: favourite?.img_url,
      },
    ])
    expect(handleError).not.toHaveBeenCalled()
    expect(store.get(isAuthenticatedAtom)).toBe(true)
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').isAuthenticated).toBe(true)
  })

  it('stays signed in when balance, VIP and favourites cannot be fetched, each -503 going to the handler', async () => {
    const { store, ctx, handleError } = setup((path) => {
      if (path === '/api/auth/login') return json(callExamples.login.response)
      throw new TypeError('Failed to fetch')
    })
    await login(ctx, { account_id: 'demo', password: 'demo1234' })
    expect(store.get(isAuthenticatedAtom)).toBe(true)
    expect(store.get(userAtom)).toMatchObject({ vip: null, game_fav_list: [], game: { balance: 0 } })
    expect(handleError).toHaveBeenCalledTimes(3)
    for (const [failure] of handleError.mock.calls) expect(failure).toMatchObject({ statusCode: -503 })
  })

  it('login by code behaves the same', async () => {
    const { store, api, ctx } = setup()
    await loginWithTac(ctx, { account_id: 'demo', tac: '123456' })
    expect(api.requests[0]?.path).toBe('/api/auth/login_tac')
    expect(store.get(userAtom).isAuthenticated).toBe(true)
    expect(api.requests).toHaveLength(4)
  })

  it('stays signed out and reports the refusal when the server says no', async () => {
    const { store, api, ctx, handleError } = setup(() =>
      json({ statusCode: 0, message: 'invalidCredentials' }, 401),
    )
    const result = await login(ctx, { account_id: 'demo', password: 'wrong' })
    expect(result).toEqual({ ok: false, error: { statusCode: 0, message: 'invalidCredentials' } })
    expect(store.get(isAuthenticatedAtom)).toBe(false)
    expect(handleError).toHaveBeenCalledWith({ statusCode: 0, message: 'invalidCredentials' })
    expect(api.requests).toHaveLength(1)
  })

  it('does not sign in on statusCode 1 without a token', async () => {
    const { store, ctx } = setup(() => json({ ...callExamples.login.response, token: '' }))
    await login(ctx, { account_id: 'demo', password: 'demo1234' })
    expect(store.get(userAtom).isAuthenticated).toBe(false)
  })

  it('reports the synthetic -500 when the server cannot be reached', async () => {
    const { ctx, handleError } = setup(() => {
      throw new TypeError('Failed to fetch')
    })
    await login(ctx, { account_id: 'demo', password: 'demo1234' })
    expect(handleError).toHaveBeenCalledWith(expect.objectContaining({ statusCode: -500 }))
  })
})

describe('signed-in refreshes', () => {
  it('do nothing for a visitor', async () => {
    const { api, ctx } = setup()
    await refreshBalance(ctx)
    expect(await updateProfile(ctx, { full_name: 'A', contact_email: 'a@b.co' })).toBeUndefined()
    expect(api.requests).toEqual([])
  })

  it('pass an expired session to the error handler and keep the old balance', async () => {
    const { store, ctx, handleError } = setup()
    await login(ctx, { account_id: 'demo', password: 'demo1234' })
    const balance = store.get(userAtom).game
    const expired = setup(() => json({ statusCode: 0, message: 'sessionExpired' }))
    await refreshBalance({ ...ctx, api: expired.api.client })
    expect(handleError).toHaveBeenCalledWith({ statusCode: 0, message: 'sessionExpired' })
    expect(store.get(userAtom).game).toEqual(balance)
  })

  it('update the stored profile from value[0]', async () => {
    const { store, ctx } = setup()
    await login(ctx, { account_id: 'demo', password: 'demo1234' })
    const [profile] = callExamples.profileUpdate.response.value
    await updateProfile(ctx, {
      full_name: profile?.full_name ?? '',
      contact_email: profile?.contact_email ?? '',
    })
    expect(store.get(userAtom)).toMatchObject({
      fullname: profile?.full_name,
      email: profile?.contact_email,
      user: { full_name: profile?.full_name, contact_email: profile?.contact_email },
    })
  })
})
