import type { PendingTransaction, playerDetailResponseSchema } from '@lobbykit/contract/operator'
import type { TenantConfig, TenantVersion } from '@lobbykit/contract/tenantConfig'
import type { z } from 'zod/mini'

/** A tenant's settings as a story or a test shows them: a small, complete, valid document. */
export const sampleConfig: TenantConfig = {
  site: {
    site_name: 'Golden Reef',
    logo_text: 'GOLDEN REEF',
    language: 'PHP',
    local_language: 'PHP',
    theme_code: 'casino1',
    theme_color: 'midnight-gold',
    brand_color: '#c9a227',
    logo1: '',
    logo2: '',
    logo3: '',
    manifest_icon: '',
    android_sub: 'https://example.com/android',
    ios_sub: '',
    gamify_status: true,
    session_idle_minutes: 30,
  },
  maintenance: { start_date: null, end_date: null },
  live_chat: { status: false, chat_id: '', image_id: '' },
  affiliate_domains: ['reef-partners.example'],
  partners: [{ partner_name: 'PAGCOR', href: 'https://example.com', img_url: '' }],
  social_accounts: [
    { platform: 'facebook', account_name: 'goldenreef', url: 'https://facebook.com/goldenreef' },
  ],
  menu: [{ name: 'Home', category: 'home', slug: '' }],
  game_menu: [{ name: 'Slots', category: 'slot_game', slug: 'slots' }],
  cms: {
    about_us: {
      status: true,
      en_body: '<h2>About Golden Reef</h2><p>Licensed play since <strong>2019</strong>.</p>',
      local_body: '<h2>Tungkol sa Golden Reef</h2><p>Lisensyadong laro mula 2019.</p>',
    },
    privacy_policy: { status: true, en_body: '<p>We keep your data safe.</p>', local_body: '' },
    banking: { status: false, en_body: '', local_body: '' },
    faqs: { status: false, en_body: '', local_body: '' },
    responsible_gaming: { status: true, en_body: '<p>Play within your limits.</p>', local_body: '' },
  },
  seo: [],
  analytics: [],
  referral: { percent: 10, cap: 50_000 },
  missions: [
    {
      code: 'daily-rounds',
      period: 'daily',
      metric: 'rounds',
      target: 10,
      reward_kind: 'minigame_token',
      reward: 2,
      wagering_multiple: 0,
    },
    {
      code: 'weekly-bets',
      period: 'weekly',
      metric: 'turnover',
      target: 500_000,
      reward_kind: 'cash',
      reward: 10_000,
      wagering_multiple: 0,
    },
  ],
  leaderboards: [
    { code: 'daily-bets', period: 'daily', category: 'all', metric: 'turnover', prizes: [100_000, 50_000] },
  ],
  vip_levels: [
    { level: 1, name: 'Bronze', min_deposit: 0, min_turnover: 0, level_up_reward: 0, benefits: [] },
    {
      level: 2,
      name: 'Silver',
      min_deposit: 100_000,
      min_turnover: 1_000_000,
      level_up_reward: 5_000,
      benefits: ['The Silver badge on your account'],
    },
  ],
  deposit_bonuses: [
    {
      code: 'welcome-100',
      title: 'Welcome bonus: 100 % up to ₱500',
      terms: 'Deposit at least ₱100. Bet the bonus 20 times on slots or fishing games to turn it into cash.',
      local_title: 'Welcome bonus: 100 % hanggang ₱500',
      local_terms:
        'Mag-deposito ng hindi bababa sa ₱100. Itaya ang bonus nang 20 beses sa slots o fishing games para maging cash ito.',
      image_url: '',
      percent: 100,
      max_bonus: 50_000,
      min_deposit: 10_000,
      wagering_multiple: 20,
      categories: ['slot_game', 'fishing'],
      starts_at: '2026-11-01T00:00:00.000Z',
      ends_at: null,
    },
  ],
}

export const sampleVersions: TenantVersion[] = [
  {
    version: 3,
    state: 'draft',
    based_on: 2,
    created_by: 'onboarding@lobbykit.test',
    created_at: '2026-11-27T09:30:00.000Z',
    published_at: null,
  },
  {
    version: 2,
    state: 'published',
    based_on: 1,
    created_by: 'onboarding@lobbykit.test',
    created_at: '2026-11-26T15:00:00.000Z',
    published_at: '2026-11-26T15:05:00.000Z',
  },
  {
    version: 1,
    state: 'superseded',
    based_on: null,
    created_by: 'owner@lobbykit.test',
    created_at: '2026-11-20T08:00:00.000Z',
    published_at: '2026-11-20T08:00:00.000Z',
  },
]

export const samplePending: PendingTransaction[] = [
  {
    transaction_id: 41,
    tenant_code: 'casino1',
    currency: 'PHP',
    account_id: 'maria.santos',
    type: 'withdrawal',
    amount: 250_000,
    fee: 0,
    via: 'BDO •••• 4821',
    created_at: '2026-11-27T08:12:00.000Z',
  },
  {
    transaction_id: 42,
    tenant_code: 'slot2',
    currency: 'VND',
    account_id: 'tran.minh',
    type: 'deposit',
    amount: 500_000,
    fee: 5_000,
    via: 'Bank transfer',
    created_at: '2026-11-27T09:40:00.000Z',
  },
]

/** A player as the cashier's player page shows them: PHP, active, no limits, no session. */
export const samplePlayer: z.output<typeof playerDetailResponseSchema> = {
  statusCode: 1,
  message: 'OK',
  player: {
    player_id: 7,
    tenant_code: 'casino1',
    account_id: 'maria.santos',
    phone: '639171234567',
    email: 'maria@example.com',
    status: 'ACTIVE',
    balance: 1_254_075,
    currency: 'PHP',
    created_at: '2026-10-01T10:00:00.000Z',
  },
  sessions: [],
  limits: {
    deposit: { day: null, week: null, month: null },
    time_out_until: null,
    self_excluded_until: null,
    reality_check_minutes: 60,
  },
}
