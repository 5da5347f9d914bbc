import { type ApiCallName, apiCalls } from '@lobbykit/contract/api'
import { callExamples } from '@lobbykit/contract/fixtures/callExamples'
import { describe, expect, it } from 'vitest'
import { fakeApi, json } from '../testing/fakeApi'
import { forgotPassword } from './auth/forgotPassword'
import { getBalance } from './auth/getBalance'
import { login } from './auth/login'
import { loginTac } from './auth/loginTac'
import { logout } from './auth/logout'
import { resetPassword } from './auth/resetPassword'
import { signup } from './auth/signup'
import { tacRequestLogin } from './auth/tacRequestLogin'
import { tacRequestNewRegister } from './auth/tacRequestNewRegister'
import { tacVerify } from './auth/tacVerify'
import { updatePassword } from './auth/updatePassword'
import { vip } from './auth/vip'
import { bonusOffers } from './bonus/bonusOffers'
import { optInBonus } from './bonus/optInBonus'
import type { ApiCall } from './call'
import { diceSeed } from './games/diceSeed'
import { gameLaunch } from './games/gameLaunch'
import { originalsInfo } from './games/originalsInfo'
import { originalsRound } from './games/originalsRound'
import { virtualFixtures } from './games/virtualFixtures'
import { favAdd } from './home/favAdd'
import { favList } from './home/favList'
import { favRemove } from './home/favRemove'
import { recentGames } from './home/recentGames'
import { leaderboards } from './leaderboards/leaderboards'
import { minigameCollect } from './minigame/minigameCollect'
import { minigameSpin } from './minigame/minigameSpin'
import { minigameState } from './minigame/minigameState'
import { claimMission } from './missions/claimMission'
import { missions } from './missions/missions'
import { getGames } from './product/getGames'
import { getHotGames } from './product/getHotGames'
import { claimReferral } from './referral/claimReferral'
import { referral } from './referral/referral'
import { getLimits } from './rg/getLimits'
import { realityCheck } from './rg/realityCheck'
import { selfExclude } from './rg/selfExclude'
import { setLimit } from './rg/setLimit'
import { timeOut } from './rg/timeOut'
import { seo } from './seo/seo'
import { listSessions } from './sessions/listSessions'
import { revokeOtherSessions } from './sessions/revokeOtherSessions'
import { revokeSession } from './sessions/revokeSession'
import { adsVisit } from './settings/adsVisit'
import { banners } from './settings/banners'
import { checkStatus } from './settings/checkStatus'
import { claimInbox } from './settings/claimInbox'
import { getAnalytics } from './settings/getAnalytics'
import { getInbox } from './settings/getInbox'
import { partners } from './settings/partners'
import { profileUpdate } from './settings/profileUpdate'
import { promotions } from './settings/promotions'
import { readInbox } from './settings/readInbox'
import { siteInfoDetail } from './settings/siteInfoDetail'
import { socialAccount } from './settings/socialAccount'
import { top10WinnerWithdrawal } from './settings/top10WinnerWithdrawal'
import { startup } from './startup/startup'
import { claimVipReward } from './vip/claimVipReward'
import { vipLevels } from './vip/vipLevels'
import { addBank } from './wallet/addBank'
import { bankList } from './wallet/bankList'
import { betHistory } from './wallet/betHistory'
import { cancelWithdrawal } from './wallet/cancelWithdrawal'
import { deposit } from './wallet/deposit'
import { depositMethods } from './wallet/depositMethods'
import { statement } from './wallet/statement'
import { transactions } from './wallet/transactions'
import { withdraw } from './wallet/withdraw'

// biome-ignore lint/suspicious/noExplicitAny: a table of calls of different shapes
const calls: Record<ApiCallName, ApiCall<any, any>> = {
  startup,
  login,
  loginTac,
  logout,
  getBalance,
  forgotPassword,
  signup,
  tacVerify,
  tacRequestNewRegister,
  tacRequestLogin,
  updatePassword,
  vip,
  favList,
  getHotGames,
  getGames,
  profileUpdate,
  socialAccount,
  top10WinnerWithdrawal,
  siteInfoDetail,
  getInbox,
  claimInbox,
  readInbox,
  checkStatus,
  getAnalytics,
  adsVisit,
  partners,
  seo,
  resetPassword,
  listSessions,
  revokeSession,
  revokeOtherSessions,
  depositMethods,
  deposit,
  bankList,
  addBank,
  withdraw,
  cancelWithdrawal,
  transactions,
  statement,
  betHistory,
  getLimits,
  setLimit,
  timeOut,
  selfExclude,
  realityCheck,
  gameLaunch,
  originalsInfo,
  originalsRound,
  diceSeed,
  virtualFixtures,
  recentGames,
  minigameState,
  minigameSpin,
  minigameCollect,
  missions,
  claimMission,
  referral,
  claimReferral,
  leaderboards,
  vipLevels,
  claimVipReward,
  bonusOffers,
  optInBonus,
  favAdd,
  favRemove,
  banners,
  promotions,
}

const internalServerError = { statusCode: -500, statusMessage: 'internalServerError' }
const serviceUnavailable = { statusCode: -503, statusMessage: 'serviceUnavailable' }
const disconnect = { statusCode: 0, statusMessage: 'disconnect' }

/** docs/product.md#synthetic-results, call by call: what an unreachable server turns into. */
const expectedOfflineResults: Record<ApiCallName, { statusCode: number; statusMessage: string }> = {
  // login-type calls and start-up: -500
  startup: internalServerError,
  login: internalServerError,
  loginTac: internalServerError,
  logout: internalServerError,
  forgotPassword: internalServerError,
  signup: internalServerError,
  tacVerify: internalServerError,
  tacRequestNewRegister: internalServerError,
  tacRequestLogin: internalServerError,
  updatePassword: internalServerError,
  // balance, favourites (and the other player-data reads): -503
  getBalance: serviceUnavailable,
  vip: serviceUnavailable,
  favList: serviceUnavailable,
  getHotGames: serviceUnavailable,
  getGames: serviceUnavailable,
  // site info, partners and SEO: -503; so the tenant's banners and promotions, site content too
  siteInfoDetail: serviceUnavailable,
  banners: serviceUnavailable,
  promotions: serviceUnavailable,
  partners: serviceUnavailable,
  seo: serviceUnavailable,
  // most settings calls: 0 disconnect
  profileUpdate: disconnect,
  socialAccount: disconnect,
  top10WinnerWithdrawal: disconnect,
  getInbox: disconnect,
  claimInbox: disconnect,
  readInbox: disconnect,
  checkStatus: disconnect,
  getAnalytics: disconnect,
  adsVisit: disconnect,
  // our decision: calls that move money or change a setting -500, cashier and limit lists -503
  deposit: internalServerError,
  addBank: internalServerError,
  withdraw: internalServerError,
  cancelWithdrawal: internalServerError,
  setLimit: internalServerError,
  timeOut: internalServerError,
  selfExclude: internalServerError,
  realityCheck: internalServerError,
  resetPassword: internalServerError,
  // our decision: the player's sessions (docs/product.md#sessions): the list -503, signing out -500
  listSessions: serviceUnavailable,
  revokeSession: internalServerError,
  revokeOtherSessions: internalServerError,
  depositMethods: serviceUnavailable,
  bankList: serviceUnavailable,
  transactions: serviceUnavailable,
  statement: serviceUnavailable,
  betHistory: serviceUnavailable,
  getLimits: serviceUnavailable,
  // our decision: games and the minigame: calls that move money -500, reads -503
  gameLaunch: internalServerError,
  originalsInfo: serviceUnavailable,
  originalsRound: internalServerError,
  diceSeed: internalServerError,
  virtualFixtures: serviceUnavailable,
  recentGames: serviceUnavailable,
  minigameState: serviceUnavailable,
  minigameSpin: internalServerError,
  minigameCollect: internalServerError,
  missions: serviceUnavailable,
  claimMission: internalServerError,
  referral: serviceUnavailable,
  claimReferral: internalServerError,
  leaderboards: serviceUnavailable,
  vipLevels: serviceUnavailable,
  claimVipReward: internalServerError,
  bonusOffers: serviceUnavailable,
  optInBonus: internalServerError,
  // favourites failures are -503 (docs/product.md#synthetic-results)
  favAdd: serviceUnavailable,
  favRemove: serviceUnavailable,
}

const names = Object.keys(calls) as ApiCallName[]

describe('every call of docs/product.md#api-calls', () => {
  it('has a function for each contract call, at the contract path with the contract schemas', async () => {
    expect(names.sort()).toEqual(Object.keys(apiCalls).sort())
    for (const name of names) {
      const { definition } = calls[name]
      expect(`/api/${definition.path}`, name).toBe(apiCalls[name].path)
      // A call the shell may make on a first page loads its schemas with its first use (defineLazyCall).
      const schemas =
        'schemas' in definition
          ? await (definition.schemas as () => Promise<typeof definition>)()
          : definition
      expect(schemas.request, name).toBe(apiCalls[name].request)
      expect(schemas.response, name).toBe(apiCalls[name].response)
      expect(definition.offlineFailure, name).toBe(apiCalls[name].offlineFailure)
    }
  })

  it.each(names)('%s: unreachable server gives its docs/product.md#synthetic-results', async (name) => {
    const api = fakeApi(() => {
      throw new TypeError('Failed to fetch')
    })
    const result = await calls[name](api.client, callExamples[name].request)
    expect(result).toMatchObject({ ok: false, error: { ...expectedOfflineResults[name], message: '' } })
  })

  it.each(names)('%s: the contract example answer comes back as data', async (name) => {
    const api = fakeApi((path) =>
      path === apiCalls[name].path ? json(callExamples[name].response) : json({}, 404),
    )
    const result = await calls[name](api.client, callExamples[name].request)
    expect(result).toEqual({ ok: true, data: callExamples[name].response })
  })

  it('start-up failure also says maintenance is off', async () => {
    const api = fakeApi(() => {
      throw new TypeError('Failed to fetch')
    })
    const result = await startup(api.client, { domain_name: 'localhost' })
    expect(result).toMatchObject({
      ok: false,
      error: {
        statusCode: -500,
        statusMessage: 'internalServerError',
        details: expect.stringContaining('Failed to fetch'),
        maintenance: { is_maintenance: false },
      },
    })
  })
})
