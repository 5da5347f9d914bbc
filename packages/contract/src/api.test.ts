import { describe, expect, it } from 'vitest'
import { apiCallNames, apiCalls } from './api'
import { errorResponseSchema } from './common'
import { callExamples } from './fixtures/callExamples'

const specCalls = {
  startup: '/api/startup',
  login: '/api/auth/login',
  loginTac: '/api/auth/login_tac',
  getBalance: '/api/auth/get_balance',
  forgotPassword: '/api/auth/forgot_password',
  signup: '/api/auth/signup',
  tacVerify: '/api/auth/tac/verify',
  tacRequestNewRegister: '/api/auth/tac/request_new_register',
  tacRequestLogin: '/api/auth/tac/request_login',
  updatePassword: '/api/auth/update_password',
  vip: '/api/auth/vip',
  favList: '/api/home/fav_list',
  getHotGames: '/api/product/get_hot_games',
  profileUpdate: '/api/settings/profile_update',
  socialAccount: '/api/settings/social_account',
  top10WinnerWithdrawal: '/api/settings/top10winner_withdrawal',
  siteInfoDetail: '/api/settings/siteinfodetail',
  getInbox: '/api/settings/get_inbox',
  claimInbox: '/api/settings/claim_inbox',
  checkStatus: '/api/settings/check_status',
  getAnalytics: '/api/settings/get_analytics',
  adsVisit: '/api/settings/adsvisit',
  partners: '/api/settings/partners',
  seo: '/api/seo',
}

describe('apiCalls', () => {
  it('covers the 24 calls of docs/product.md#api-calls at their paths, plus logout and get_games', () => {
    for (const [name, path] of Object.entries(specCalls)) {
      expect(apiCalls[name as keyof typeof apiCalls]?.path, name).toBe(path)
    }
    expect(Object.keys(specCalls)).toHaveLength(24)
    expect(apiCalls.logout.path).toBe('/api/auth/logout')
    expect(apiCalls.getGames.path).toBe('/api/product/get_games')
    expect(apiCallNames).toHaveLength(26)
    expect(new Set(apiCallNames.map((name) => apiCalls[name].path)).size).toBe(26)
  })

  it('maps offline failures as docs/product.md#synthetic-results lists them', () => {
    expect(apiCalls.login.offlineFailure).toBe('internalServerError')
    expect(apiCalls.startup.offlineFailure).toBe('internalServerError')
    expect(apiCalls.getBalance.offlineFailure).toBe('serviceUnavailable')
    expect(apiCalls.favList.offlineFailure).toBe('serviceUnavailable')
    expect(apiCalls.siteInfoDetail.offlineFailure).toBe('serviceUnavailable')
    expect(apiCalls.partners.offlineFailure).toBe('serviceUnavailable')
    expect(apiCalls.seo.offlineFailure).toBe('serviceUnavailable')
    expect(apiCalls.socialAccount.offlineFailure).toBe('disconnect')
  })
})

describe.each(apiCallNames)('%s schemas', (name) => {
  const call = apiCalls[name]
  const example = callExamples[name]

  it('accept the valid example request and answer', () => {
    expect(call.request.safeParse(example.request).success).toBe(true)
    expect(call.response.safeParse(example.response).success).toBe(true)
  })

  it('keep answering when the server adds fields, and strip them', () => {
    const parsed = call.response.safeParse({ ...example.response, added_later: 42 })
    expect(parsed.success).toBe(true)
    expect(parsed.data).not.toHaveProperty('added_later')
  })

  it('reject a request without its fields, with wrong types, or not an object', () => {
    expect(call.request.safeParse(null).success).toBe(false)
    expect(call.request.safeParse('domain_name=localhost').success).toBe(false)
    expect(call.request.safeParse([]).success).toBe(false)
    for (const key of Object.keys(example.request)) {
      const withoutKey: Record<string, unknown> = { ...example.request }
      delete withoutKey[key]
      const optional = call.request.safeParse(withoutKey).success
      const wrongType = call.request.safeParse({ ...example.request, [key]: { nested: true } })
      expect(wrongType.success, `${name}.${key} as an object`).toBe(false)
      if (!optional) expect(call.request.safeParse(withoutKey).success).toBe(false)
    }
  })

  it('reject a success answer without statusCode, and failures parse as the envelope', () => {
    const { statusCode: _dropped, ...noStatus } = example.response as { statusCode: number }
    expect(call.response.safeParse(noStatus).success).toBe(false)
    expect(errorResponseSchema.safeParse({ statusCode: 0, message: 'invalidCredentials' }).success).toBe(true)
  })
})

describe('field rules', () => {
  it('spells withrawal as docs/product.md#top-10 does', () => {
    expect(
      apiCalls.top10WinnerWithdrawal.response.safeParse(callExamples.top10WinnerWithdrawal.response).data,
    ).toHaveProperty('withrawal')
  })

  it('refuses huge strings, bad codes, bad phones and fractional money', () => {
    const site = callExamples.login.request
    expect(apiCalls.login.request.safeParse({ ...site, password: 'x'.repeat(10_000) }).success).toBe(false)
    expect(
      apiCalls.loginTac.request.safeParse({ ...callExamples.loginTac.request, tac: '12345' }).success,
    ).toBe(false)
    expect(
      apiCalls.forgotPassword.request.safeParse({
        ...callExamples.forgotPassword.request,
        contact_phone: 'call me',
      }).success,
    ).toBe(false)
    expect(
      apiCalls.getBalance.response.safeParse({ ...callExamples.getBalance.response, game_balance: 10.5 })
        .success,
    ).toBe(false)
    expect(apiCalls.startup.request.safeParse({ domain_name: 'evil.com/<script>' }).success).toBe(false)
    expect(apiCalls.login.request.safeParse({ ...site, password: 'pass\u0000word' }).success).toBe(false)
    expect(
      apiCalls.claimInbox.request.safeParse({ ...callExamples.claimInbox.request, inbox_id: 2 ** 31 })
        .success,
    ).toBe(false)
  })

  it('asks new accounts for a sound id and password', () => {
    const signup = callExamples.signup.request
    expect(apiCalls.signup.request.safeParse({ ...signup, account_id: 'a b' }).success).toBe(false)
    expect(apiCalls.signup.request.safeParse({ ...signup, password: 'short1' }).success).toBe(false)
    expect(apiCalls.signup.request.safeParse({ ...signup, password: 'onlyletters' }).success).toBe(false)
    expect(apiCalls.signup.request.safeParse({ ...signup, contact_email: 'not-an-email' }).success).toBe(
      false,
    )
    expect(apiCalls.signup.request.safeParse({ ...signup, contact_email: '' }).success).toBe(true)
  })
})
