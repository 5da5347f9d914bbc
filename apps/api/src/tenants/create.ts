import { cmsPageKeys } from '@lobbykit/contract/calls/settings'
import { gameCategories } from '@lobbykit/contract/categories'
import {
  defaultSessionIdleMinutes,
  type TenantConfig,
  type TenantCreateRequest,
} from '@lobbykit/contract/tenantConfig'
import { asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/client'
import {
  paymentMethods,
  providers,
  tenantBanks,
  tenantDomains,
  tenantProviders,
  tenants,
  tenantVersions,
} from '../db/schema'
import { Refusal } from '../http/refusal'
import { demoBanks, demoPaymentMethods } from '../seed/cashier'
import { applyConfig } from './config'

/** The site's navigation a tenant starts with (the demo tenants' too); edited as drafts afterwards. */
export const startingMenu = [
  { name: 'Home', category: 'home', slug: '' },
  { name: 'Promotions', category: 'promotions', slug: 'promotions' },
  { name: 'VIP', category: 'vip', slug: 'vip' },
  { name: 'News', category: 'news', slug: 'news' },
]

/** A new tenant's first document: what it was made with, the standard menus, everything else empty or off. */
export function startingConfig(input: TenantCreateRequest): TenantConfig {
  return {
    site: {
      site_name: input.site_name,
      logo_text: input.site_name,
      language: input.language,
      // Written in the tenant's own language until its operators say otherwise.
      local_language: input.language,
      theme_code: input.theme_code,
      theme_color: input.theme_color,
      brand_color: '#c9a227',
      logo1: '',
      logo2: '',
      logo3: '',
      manifest_icon: '',
      android_sub: '',
      ios_sub: '',
      gamify_status: false,
      session_idle_minutes: defaultSessionIdleMinutes,
    },
    maintenance: { start_date: null, end_date: null },
    live_chat: { status: false, chat_id: '', image_id: '' },
    affiliate_domains: [],
    partners: [],
    social_accounts: [],
    menu: startingMenu,
    game_menu: gameCategories.map((category) => ({
      name: category.key,
      category: category.key,
      slug: category.slug,
    })),
    cms: Object.fromEntries(
      cmsPageKeys.map((page) => [page, { status: false, en_body: '', local_body: '' }]),
    ) as TenantConfig['cms'],
    seo: [],
    analytics: [],
    referral: { percent: 0, cap: 0 },
    missions: [],
    leaderboards: [],
    vip_levels: [],
  }
}

/**
 * Refuses domains another tenant serves (409, naming the field `domains.N`); `except` is the tenant whose own
 * domains they may be.
 */
export async function checkDomainsFree(tx: Db, domains: readonly string[], except?: number): Promise<void> {
  const taken = await tx
    .select({ domain: tenantDomains.domain, code: tenants.code, tenantId: tenants.id })
    .from(tenantDomains)
    .innerJoin(tenants, eq(tenants.id, tenantDomains.tenantId))
    .where(inArray(tenantDomains.domain, [...domains]))
  const clash = taken.find((row) => row.tenantId !== except)
  if (clash)
    throw new Refusal(
      409,
      `domains.${domains.indexOf(clash.domain)}: ${clash.domain} already serves ${clash.code}`,
    )
  const repeated = domains.find((domain, index) => domains.indexOf(domain) !== index)
  if (repeated)
    throw new Refusal(400, `domains.${domains.lastIndexOf(repeated)}: ${repeated} is listed twice`)
}

/**
 * Makes a tenant (docs/operators.md#making-a-tenant) in the caller's transaction: its row, domains, the whole game
 * catalogue, the standard cashier methods and banks of its currency, and its first document published as
 * version 1. Its site opens on its domains at once.
 */
export async function createTenant(tx: Db, input: TenantCreateRequest, by: string, now: Date) {
  const [existing] = await tx
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.code, input.tenant_code))
  if (existing) throw new Refusal(409, `tenant_code: ${input.tenant_code} is taken`)
  await checkDomainsFree(tx, input.domains)
  const config = startingConfig(input)
  const [tenant] = await tx
    .insert(tenants)
    .values({
      code: input.tenant_code,
      externalId: `ext-${input.tenant_code}`,
      siteName: input.site_name,
      currency: input.currency,
      themeCode: input.theme_code,
      themeColor: input.theme_color,
      language: input.language,
    })
    .returning()
  if (!tenant) throw new Error('the tenant was not made')
  await tx.insert(tenantDomains).values(input.domains.map((domain) => ({ domain, tenantId: tenant.id })))
  const catalogue = await tx.select({ id: providers.id }).from(providers).orderBy(asc(providers.id))
  if (catalogue.length > 0)
    await tx
      .insert(tenantProviders)
      .values(
        catalogue.map((provider, position) => ({ tenantId: tenant.id, providerId: provider.id, position })),
      )
  await tx
    .insert(paymentMethods)
    .values(demoPaymentMethods(input.currency).map((method) => ({ ...method, tenantId: tenant.id })))
  await tx
    .insert(tenantBanks)
    .values(demoBanks(input.currency).map((bank) => ({ ...bank, tenantId: tenant.id })))
  await applyConfig(tx, tenant.id, config)
  const [version] = await tx
    .insert(tenantVersions)
    .values({
      tenantId: tenant.id,
      version: 1,
      config,
      state: 'published',
      basedOn: null,
      createdBy: by,
      createdAt: now,
      publishedAt: now,
    })
    .returning()
  if (!version) throw new Error('the first version was not saved')
  return { tenant, version }
}

/** Replaces a tenant's domains (each checked free first), in the caller's transaction. */
export async function replaceDomains(tx: Db, tenantId: number, domains: readonly string[]) {
  await checkDomainsFree(tx, domains, tenantId)
  await tx.delete(tenantDomains).where(eq(tenantDomains.tenantId, tenantId))
  await tx.insert(tenantDomains).values(domains.map((domain) => ({ domain, tenantId })))
  // Domains are no content table: bump the version by hand so every instance drops the old addresses.
  await tx.update(tenants).set({ updatedAt: new Date() }).where(eq(tenants.id, tenantId))
}
