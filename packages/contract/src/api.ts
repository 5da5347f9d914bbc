import type * as z from 'zod/mini'
import * as auth from './calls/auth'
import * as bonus from './calls/bonus'
import * as fixtures from './calls/fixtures'
import * as games from './calls/games'
import * as home from './calls/home'
import * as leaderboards from './calls/leaderboards'
import * as minigame from './calls/minigame'
import * as missions from './calls/missions'
import * as product from './calls/product'
import * as referral from './calls/referral'
import * as rg from './calls/rg'
import * as seo from './calls/seo'
import * as sessions from './calls/sessions'
import * as settings from './calls/settings'
import * as startup from './calls/startup'
import * as vip from './calls/vip'
import * as wallet from './calls/wallet'
import type { SyntheticFailureKind } from './status'

/**
 * Every call of docs/product.md#api-calls (plus logout and get_games), of the cashier
 * (docs/product.md#cashier), of the player's sessions (docs/product.md#sessions), of games (docs/product.md#games)
 * of the minigame (docs/product.md#minigame), missions (docs/product.md#missions), referral
 * (docs/product.md#referral), leaderboards (docs/product.md#leaderboards), VIP rewards (docs/product.md#vip-rewards) and deposit bonuses (docs/product.md#deposit-bonus): its path, request body schema and the schema of
 * its success answer (statusCode 1). A failed call answers `errorResponseSchema` instead: read statusCode
 * first. `offlineFailure` is the synthetic result the browser substitutes when the server cannot be reached
 * (docs/product.md#error-catalogue).
 */
export const apiCalls = {
  startup: {
    path: '/api/startup',
    request: startup.startupRequestSchema,
    response: startup.startupResponseSchema,
    offlineFailure: 'internalServerError',
  },
  login: {
    path: '/api/auth/login',
    request: auth.loginRequestSchema,
    response: auth.loginResponseSchema,
    offlineFailure: 'internalServerError',
  },
  loginTac: {
    path: '/api/auth/login_tac',
    request: auth.loginTacRequestSchema,
    response: auth.loginTacResponseSchema,
    offlineFailure: 'internalServerError',
  },
  logout: {
    path: '/api/auth/logout',
    request: auth.logoutRequestSchema,
    response: auth.logoutResponseSchema,
    offlineFailure: 'internalServerError',
  },
  getBalance: {
    path: '/api/auth/get_balance',
    request: auth.getBalanceRequestSchema,
    response: auth.getBalanceResponseSchema,
    offlineFailure: 'serviceUnavailable',
  },
  forgotPassword: {
    path: '/api/auth/forgot_password',
    request: auth.forgotPasswordRequestSchema,
    response: auth.forgotPasswordResponseSchema,
    offlineFailure: 'internalServerError',
  },
  signup: {
    path: '/api/auth/signup',
    request: auth.signupRequestSchema,
    response: auth.signupResponseSchema,
    offlineFailure: 'internalServerError',
  },
  tacVerify: {
    path: '/api/auth/tac/verify',
    request: auth.tacVerifyRequestSchema,
    response: auth.tacVerifyResponseSchema,
    offlineFailure: 'internalServerError',
  },
  tacRequestNewRegister: {
    path: '/api/auth/tac/request_new_register',
    request: auth.tacRequestNewRegisterRequestSchema,
    response: auth.tacRequestNewRegisterResponseSchema,
    offlineFailure: 'internalServerError',
  },
  tacRequestLogin: {
    path: '/api/auth/tac/request_login',
    request: auth.tacRequestLoginRequestSchema,
    response: auth.tacRequestLoginResponseSchema,
    offlineFailure: 'internalServerError',
  },
  updatePassword: {
    path: '/api/auth/update_password',
    request: auth.updatePasswordRequestSchema,
    response: auth.updatePasswordResponseSchema,
    offlineFailure: 'internalServerError',
  },
  vip: {
    path: '/api/auth/vip',
    request: auth.vipRequestSchema,
    response: auth.vipResponseSchema,
    offlineFailure: 'serviceUnavailable',
  },
  favList: {
    path: '/api/home/fav_list',
    request: home.favListRequestSchema,
    response: home.favListResponseSchema,
    offlineFailure: 'serviceUnavailable',
  },
  favAdd: {
    path: '/api/home/fav_add',
    request: home.favChangeRequestSchema,
    response: home.favChangeResponseSchema,
    offlineFailure: 'serviceUnavailable',
  },
  favRemove: {
    path: '/api/home/fav_remove',
    request: home.favChangeRequestSchema,
    response: home.favChangeResponseSchema,
    offlineFailure: 'serviceUnavailable',
  },
  getHotGames: {
    path: '/api/product/get_hot_games',
    request: product.getHotGamesRequestSchema,
    response: product.getHotGamesResponseSchema,
    offlineFailure: 'serviceUnavailable',
  },
  getGames: {
    path: '/api/product/get_games',
    request: product.getGamesRequestSchema,
    response: product.getGamesResponseSchema,
    offlineFailure: 'serviceUnavailable',
  },
  profileUpdate: {
    path: '/api/settings/profile_update',
    request: settings.profileUpdateRequestSchema,
    response: settings.profileUpdateResponseSchema,
    offlineFailure: 'disconnect',
  },
  socialAccount: {
    path: '/api/settings/social_account',
    request: settings.socialAccountRequestSchema,
    response: settings.socialAccountResponseSchema,
    offlineFailure: 'disconnect',
  },
  banners: {
    path: '/api/settings/banners',
    request: settings.bannersRequestSchema,
    response: settings.bannersResponseSchema,
    offlineFailure: 'serviceUnavailable',
  },
  promotions: {
    path: '/api/settings/promotions',
    request: settings.promotionsRequestSchema,
    response: settings.promotionsResponseSchema,
    offlineFailure: 'serviceUnavailable',
  },
  top10WinnerWithdrawal: {
    path: '/api/settings/top10winner_withdrawal',
    request: settings.top10WinnerWithdrawalRequestSchema,
    response: settings.top10WinnerWithdrawalResponseSchema,
    offlineFailure: 'disconnect',
  },
  siteInfoDetail: {
    path: '/api/settings/siteinfodetail',
    request: settings.siteInfoDetailRequestSchema,
    response: settings.siteInfoDetailResponseSchema,
    offlineFailure: 'serviceUnavailable',
  },
  getInbox: {
    path: '/api/settings/get_inbox',
    request: settings.getInboxRequestSchema,
    response: settings.getInboxResponseSchema,
    offlineFailure: 'disconnect',
  },
  claimInbox: {
    path: '/api/settings/claim_inbox',
    request: settings.claimInboxRequestSchema,
    response: settings.claimInboxResponseSchema,
    offlineFailure: 'disconnect',
  },
  readInbox: {
    path: '/api/settings/read_inbox',
    request: settings.readInboxRequestSchema,
    response: settings.readInboxResponseSchema,
    offlineFailure: 'disconnect',
  },
  checkStatus: {
    path: '/api/settings/check_status',
    request: settings.checkStatusRequestSchema,
    response: settings.checkStatusResponseSchema,
    offlineFailure: 'disconnect',
  },
  getAnalytics: {
    path: '/api/settings/get_analytics',
    request: settings.getAnalyticsRequestSchema,
    response: settings.getAnalyticsResponseSchema,
    offlineFailure: 'disconnect',
  },
  adsVisit: {
    path: '/api/settings/adsvisit',
    request: settings.adsVisitRequestSchema,
    response: settings.adsVisitResponseSchema,
    offlineFailure: 'disconnect',
  },
  partners: {
    path: '/api/settings/partners',
    request: settings.partnersRequestSchema,
    response: settings.partnersResponseSchema,
    offlineFailure: 'serviceUnavailable',
  },
  seo: {
    path: '/api/seo',
    request: seo.seoRequestSchema,
    response: seo.seoResponseSchema,
    offlineFailure: 'serviceUnavailable',
  },
  resetPassword: {
    path: '/api/auth/reset_password',
    request: auth.resetPasswordRequestSchema,
    response: auth.resetPasswordResponseSchema,
    offlineFailure: 'internalServerError',
  },
  depositMethods: {
    path: '/api/wallet/deposit_methods',
    request: wallet.depositMethodsRequestSchema,
    response: wallet.depositMethodsResponseSchema,
    offlineFailure: 'serviceUnavailable',
  },
  deposit: {
    path: '/api/wallet/deposit',
    request: wallet.depositRequestSchema,
    response: wallet.depositResponseSchema,
    offlineFailure: 'internalServerError',
  },
  bankList: {
    path: '/api/wallet/bank_list',
    request: wallet.bankListRequestSchema,
    response: wallet.bankListResponseSchema,
    offlineFailure: 'serviceUnavailable',
  },
  addBank: {
    path: '/api/wallet/add_bank',
    request: wallet.addBankRequestSchema,
    response: wallet.addBankResponseSchema,
    offlineFailure: 'internalServerError',
  },
  withdraw: {
    path: '/api/wallet/withdraw',
    request: wallet.withdrawRequestSchema,
    response: wallet.withdrawResponseSchema,
    offlineFailure: 'internalServerError',
  },
  cancelWithdrawal: {
    path: '/api/wallet/cancel_withdrawal',
    request: wallet.cancelWithdrawalRequestSchema,
    response: wallet.cancelWithdrawalResponseSchema,
    offlineFailure: 'internalServerError',
  },
  transactions: {
    path: '/api/wallet/transactions',
    request: wallet.transactionsRequestSchema,
    response: wallet.transactionsResponseSchema,
    offlineFailure: 'serviceUnavailable',
  },
  statement: {
    path: '/api/wallet/statement',
    request: wallet.statementRequestSchema,
    response: wallet.statementResponseSchema,
    offlineFailure: 'serviceUnavailable',
  },
  betHistory: {
    path: '/api/wallet/bet_history',
    request: wallet.betHistoryRequestSchema,
    response: wallet.betHistoryResponseSchema,
    offlineFailure: 'serviceUnavailable',
  },
  getLimits: {
    path: '/api/rg/get_limits',
    request: rg.getLimitsRequestSchema,
    response: rg.getLimitsResponseSchema,
    offlineFailure: 'serviceUnavailable',
  },
  setLimit: {
    path: '/api/rg/set_limit',
    request: rg.setLimitRequestSchema,
    response: rg.setLimitResponseSchema,
    offlineFailure: 'internalServerError',
  },
  timeOut: {
    path: '/api/rg/time_out',
    request: rg.timeOutRequestSchema,
    response: rg.timeOutResponseSchema,
    offlineFailure: 'internalServerError',
  },
  selfExclude: {
    path: '/api/rg/self_exclude',
    request: rg.selfExcludeRequestSchema,
    response: rg.selfExcludeResponseSchema,
    offlineFailure: 'internalServerError',
  },
  realityCheck: {
    path: '/api/rg/reality_check',
    request: rg.realityCheckRequestSchema,
    response: rg.realityCheckResponseSchema,
    offlineFailure: 'internalServerError',
  },
  listSessions: {
    path: '/api/sessions/list',
    request: sessions.listSessionsRequestSchema,
    response: sessions.listSessionsResponseSchema,
    offlineFailure: 'serviceUnavailable',
  },
  revokeSession: {
    path: '/api/sessions/revoke',
    request: sessions.revokeSessionRequestSchema,
    response: sessions.revokeSessionResponseSchema,
    offlineFailure: 'internalServerError',
  },
  revokeOtherSessions: {
    path: '/api/sessions/revoke_others',
    request: sessions.revokeOtherSessionsRequestSchema,
    response: sessions.revokeOtherSessionsResponseSchema,
    offlineFailure: 'internalServerError',
  },
  gameLaunch: {
    path: '/api/game/launch',
    request: games.gameLaunchRequestSchema,
    response: games.gameLaunchResponseSchema,
    offlineFailure: 'internalServerError',
  },
  originalsInfo: {
    path: '/api/originals/info',
    request: games.originalsInfoRequestSchema,
    response: games.originalsInfoResponseSchema,
    offlineFailure: 'serviceUnavailable',
  },
  originalsRound: {
    path: '/api/originals/round',
    request: games.originalsRoundRequestSchema,
    response: games.originalsRoundResponseSchema,
    offlineFailure: 'internalServerError',
  },
  diceSeed: {
    path: '/api/originals/dice_seed',
    request: games.diceSeedRequestSchema,
    response: games.diceSeedResponseSchema,
    offlineFailure: 'internalServerError',
  },
  virtualFixtures: {
    path: '/api/originals/fixtures',
    request: fixtures.virtualFixturesRequestSchema,
    response: fixtures.virtualFixturesResponseSchema,
    offlineFailure: 'serviceUnavailable',
  },
  recentGames: {
    path: '/api/home/recent_list',
    request: games.recentGamesRequestSchema,
    response: games.recentGamesResponseSchema,
    offlineFailure: 'serviceUnavailable',
  },
  minigameState: {
    path: '/api/minigame/state',
    request: minigame.minigameStateRequestSchema,
    response: minigame.minigameStateResponseSchema,
    offlineFailure: 'serviceUnavailable',
  },
  minigameSpin: {
    path: '/api/minigame/spin',
    request: minigame.minigameSpinRequestSchema,
    response: minigame.minigameSpinResponseSchema,
    offlineFailure: 'internalServerError',
  },
  minigameCollect: {
    path: '/api/minigame/collect',
    request: minigame.minigameCollectRequestSchema,
    response: minigame.minigameCollectResponseSchema,
    offlineFailure: 'internalServerError',
  },
  missions: {
    path: '/api/missions/list',
    request: missions.missionsRequestSchema,
    response: missions.missionsResponseSchema,
    offlineFailure: 'serviceUnavailable',
  },
  claimMission: {
    path: '/api/missions/claim',
    request: missions.claimMissionRequestSchema,
    response: missions.claimMissionResponseSchema,
    offlineFailure: 'internalServerError',
  },
  referral: {
    path: '/api/referral/summary',
    request: referral.referralRequestSchema,
    response: referral.referralResponseSchema,
    offlineFailure: 'serviceUnavailable',
  },
  claimReferral: {
    path: '/api/referral/claim',
    request: referral.claimReferralRequestSchema,
    response: referral.claimReferralResponseSchema,
    offlineFailure: 'internalServerError',
  },
  leaderboards: {
    path: '/api/leaderboards/list',
    request: leaderboards.leaderboardsRequestSchema,
    response: leaderboards.leaderboardsResponseSchema,
    offlineFailure: 'serviceUnavailable',
  },
  vipLevels: {
    path: '/api/vip/levels',
    request: vip.vipLevelsRequestSchema,
    response: vip.vipLevelsResponseSchema,
    offlineFailure: 'serviceUnavailable',
  },
  claimVipReward: {
    path: '/api/vip/claim',
    request: vip.claimVipRewardRequestSchema,
    response: vip.claimVipRewardResponseSchema,
    offlineFailure: 'internalServerError',
  },
  bonusOffers: {
    path: '/api/bonus/offers',
    request: bonus.bonusOffersRequestSchema,
    response: bonus.bonusOffersResponseSchema,
    offlineFailure: 'serviceUnavailable',
  },
  optInBonus: {
    path: '/api/bonus/opt-in',
    request: bonus.optInBonusRequestSchema,
    response: bonus.optInBonusResponseSchema,
    offlineFailure: 'internalServerError',
  },
} as const satisfies Record<
  string,
  {
    path: `/api/${string}`
    request: z.ZodMiniType
    response: z.ZodMiniType
    offlineFailure: SyntheticFailureKind
  }
>

export type ApiCalls = typeof apiCalls
export type ApiCallName = keyof ApiCalls
export type RequestOf<K extends ApiCallName> = z.infer<ApiCalls[K]['request']>
export type ResponseOf<K extends ApiCallName> = z.infer<ApiCalls[K]['response']>

export const apiCallNames = Object.keys(apiCalls) as ApiCallName[]
