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

/** The cashier calls of docs/product.md#cashier (issue 14). */
const cashierCalls = {
  resetPassword: '/api/auth/reset_password',
  depositMethods: '/api/wallet/deposit_methods',
  deposit: '/api/wallet/deposit',
  bankList: '/api/wallet/bank_list',
  addBank: '/api/wallet/add_bank',
  withdraw: '/api/wallet/withdraw',
  cancelWithdrawal: '/api/wallet/cancel_withdrawal',
  transactions: '/api/wallet/transactions',
  statement: '/api/wallet/statement',
  betHistory: '/api/wallet/bet_history',
  getLimits: '/api/rg/get_limits',
  setLimit: '/api/rg/set_limit',
  timeOut: '/api/rg/time_out',
  selfExclude: '/api/rg/self_exclude',
  realityCheck: '/api/rg/reality_check',
}

/** The player's sessions (docs/product.md#sessions). */
const sessionCalls = {
  listSessions: '/api/sessions/list',
  revokeSession: '/api/sessions/revoke',
  revokeOtherSessions: '/api/sessions/revoke_others',
}

/** Playing games and the minigame (docs/product.md#games, docs/product.md#minigame; issue 15). */
const gameCalls = {
  gameLaunch: '/api/game/launch',
  originalsInfo: '/api/originals/info',
  originalsRound: '/api/originals/round',
  diceSeed: '/api/originals/dice_seed',
  virtualFixtures: '/api/originals/fixtures',
  recentGames: '/api/home/recent_list',
  minigameState: '/api/minigame/state',
  minigameSpin: '/api/minigame/spin',
  minigameCollect: '/api/minigame/collect',
}

/** Favourites kept across devices (docs/product.md#favourites; issue 16). */
const favouriteCalls = {
  favAdd: '/api/home/fav_add',
  favRemove: '/api/home/fav_remove',
}
const homeContentCalls = {
  banners: '/api/settings/banners',
  promotions: '/api/settings/promotions',
}
/** Engagement (docs/product.md#inbox; issue 20). */
const engagementCalls = {
  readInbox: '/api/settings/read_inbox',
  missions: '/api/missions/list',
  claimMission: '/api/missions/claim',
  referral: '/api/referral/summary',
  claimReferral: '/api/referral/claim',
  leaderboards: '/api/leaderboards/list',
  vipLevels: '/api/vip/levels',
  claimVipReward: '/api/vip/claim',
  bonusOffers: '/api/bonus/offers',
  optInBonus: '/api/bonus/opt-in',
}

describe('apiCalls', () => {
  it('covers the 24 calls of docs/product.md#api-calls at their paths, plus logout, get_games, the cashier, sessions, games, banners, promotions, the inbox read marks, missions, referral, leaderboards, VIP rewards and deposit bonuses', () => {
    for (const [name, path] of Object.entries({
      ...specCalls,
      ...cashierCalls,
      ...sessionCalls,
      ...gameCalls,
      ...favouriteCalls,
      ...homeContentCalls,
      ...engagementCalls,
    })) {
      expect(apiCalls[name as keyof typeof apiCalls]?.path, name).toBe(path)
    }
    expect(Object.keys(specCalls)).toHaveLength(24)
    expect(Object.keys(cashierCalls)).toHaveLength(15)
    expect(apiCalls.logout.path).toBe('/api/auth/logout')
    expect(apiCalls.getGames.path).toBe('/api/product/get_games')
    expect(apiCallNames).toHaveLength(67)
    expect(new Set(apiCallNames.map((name) => apiCalls[name].path)).size).toBe(67)
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

describe('cashier field rules', () => {
  const deposit = callExamples.deposit.request
  const refusal = (body: unknown) => {
    const parsed = apiCalls.deposit.request.safeParse(body)
    return parsed.success ? '' : (parsed.error.issues[0]?.path.join('.') ?? '?')
  }

  it('takes only whole, positive, bounded amounts of minor units', () => {
    for (const amount of [0, -1, 1.5, '100', 1e13, 2 ** 53, Number.NaN, null]) {
      expect(refusal({ ...deposit, amount }), String(amount)).toBe('amount')
    }
    expect(refusal({ ...deposit, amount: 1 })).toBe('')
    expect(refusal({ ...deposit, amount: 1_000_000_000_000 })).toBe('')
  })

  it('takes a request_id of 8 to 64 safe characters', () => {
    expect(refusal({ ...deposit, request_id: 'short' })).toBe('request_id')
    expect(refusal({ ...deposit, request_id: 'x'.repeat(65) })).toBe('request_id')
    expect(refusal({ ...deposit, request_id: 'has space 123' })).toBe('request_id')
    expect(refusal({ ...deposit, request_id: crypto.randomUUID() })).toBe('')
  })

  it('keeps to the key filters for bank accounts: letters for names, digits for numbers', () => {
    const add = callExamples.addBank.request
    const ok = (body: object) => apiCalls.addBank.request.safeParse({ ...add, ...body }).success
    expect(ok({ holder_name: 'Maria Santos' })).toBe(true)
    expect(ok({ holder_name: 'Maria Santos 2' })).toBe(false)
    expect(ok({ holder_name: '   ' })).toBe(false)
    expect(ok({ account_no: '0012-3456' })).toBe(false)
    expect(ok({ account_no: '12345' })).toBe(false)
    expect(ok({ bank_code: 'bdo' })).toBe(false)
  })

  it('bounds history filters and the responsible-gaming choices', () => {
    const statement = callExamples.statement.request
    expect(apiCalls.statement.request.safeParse({ ...statement, date_from: 'yesterday' }).success).toBe(false)
    expect(apiCalls.statement.request.safeParse({ ...statement, page_size: 101 }).success).toBe(false)
    const days = (value: number) =>
      apiCalls.timeOut.request.safeParse({ ...callExamples.timeOut.request, days: value })
    expect([0, 1, 42, 43].map((value) => days(value).success)).toEqual([false, true, true, false])
    const months = (value: number) =>
      apiCalls.selfExclude.request.safeParse({ ...callExamples.selfExclude.request, months: value }).success
    expect([5, 6, 60, 61].map(months)).toEqual([false, true, true, false])
    const minutes = (value: number) =>
      apiCalls.realityCheck.request.safeParse({ ...callExamples.realityCheck.request, minutes: value })
        .success
    expect([0, 5, 10, 240, 241, -1].map(minutes)).toEqual([true, false, true, true, false, false])
    const limit = (amount: unknown) =>
      apiCalls.setLimit.request.safeParse({ ...callExamples.setLimit.request, amount }).success
    expect([null, 1, 0, -5, 2.5].map(limit)).toEqual([true, true, false, false, false])
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
