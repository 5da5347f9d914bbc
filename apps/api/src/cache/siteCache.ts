import type { TenantConfig } from '@lobbykit/contract/tenantConfig'
import type { Db } from '../db/client'
import { tenants } from '../db/schema'
import { currentPreview, type PreviewGrant, previewConfig, previewTenantRow } from '../tenants/preview'
import { findTenantByDomain, type TenantRow } from '../tenants/tenants'

const maxRememberedMisses = 10_000

/** A tenant as one domain sees it, with the answers computed for it so far. */
export interface SiteEntry {
  tenant: TenantRow
  memo: Map<string, Promise<unknown>>
  /**
   * An unpublished version shown to the browser holding its preview cookie (docs/operators.md#previews): the
   * answers built from this entry come from its document, never from the live tables, and never reach others.
   */
  preview?: { version: number; config: TenantConfig }
}

/** Previews kept at once; more are rare (an operator's open tabs), and an evicted one is rebuilt. */
const maxPreviews = 50

export interface SiteCacheOptions {
  /** How often (ms) to compare cached tenants with tenants.version; 0 checks on every request. */
  checkIntervalMs?: number
  clock?: () => number
}

/**
 * The per-domain, in-process cache of tenants and the answers built from their content (start-up, hot
 * games, partners, site info, the catalogue index, ...). At most once per `checkIntervalMs` it reads every tenant's version (one
 * small query, in the background); database triggers bump the version on any change, so every instance
 * drops stale entries within about that interval. An unknown domain is remembered for one interval (at most
 * 10,000 of them), so a flood of made-up domains costs one query per domain and interval.
 */
export class SiteCache {
  private readonly entries = new Map<string, SiteEntry>()
  private readonly loading = new Map<string, Promise<SiteEntry | undefined>>()
  /** Unknown domains and when they were looked up: asked again only after the check interval. */
  private readonly misses = new Map<string, number>()
  /** Answers shared by every domain of a tenant, for the version they were computed at. */
  private readonly tenantMemos = new Map<number, { version: number; memo: Map<string, Promise<unknown>> }>()
  private readonly previews = new Map<string, Promise<SiteEntry | undefined>>()
  private readonly checkIntervalMs: number
  private readonly clock: () => number
  private checkedAt = Number.NEGATIVE_INFINITY
  private checking: Promise<void> | undefined

  constructor(
    private readonly db: Db,
    options: SiteCacheOptions = {},
  ) {
    this.checkIntervalMs = options.checkIntervalMs ?? 1000
    this.clock = options.clock ?? Date.now
  }

  /** The tenant a domain serves; the previewed version of it when the request carries a preview of that tenant. */
  async site(domainName: string): Promise<SiteEntry | undefined> {
    const live = await this.liveSite(domainName)
    const grant = currentPreview()
    if (!live || !grant || grant.tenantId !== live.tenant.id) return live
    return (await this.previewOf(live, grant)) ?? live
  }

  /** The entry of a preview, kept per version and live tenant version (both never change once made). */
  private previewOf(live: SiteEntry, grant: PreviewGrant): Promise<SiteEntry | undefined> {
    const key = `${grant.tenantId}:${grant.version}:${live.tenant.version}`
    let entry = this.previews.get(key)
    if (!entry) {
      if (this.previews.size >= maxPreviews) this.previews.clear()
      entry = previewConfig(this.db, grant).then((config) =>
        config
          ? {
              tenant: previewTenantRow(live.tenant, config),
              memo: new Map(),
              preview: { version: grant.version, config },
            }
          : undefined,
      )
      this.previews.set(key, entry)
      entry.catch(() => this.previews.delete(key))
    }
    return entry
  }

  private async liveSite(domainName: string): Promise<SiteEntry | undefined> {
    if (this.clock() - this.checkedAt >= this.checkIntervalMs) {
      // With an interval, requests do not wait for the check: they are served from the cache while it runs
      // (stale by at most the interval plus one query), so the check never shows in their latency.
      if (this.checkIntervalMs === 0) await this.dropStale()
      else this.dropStale().catch((error: unknown) => console.error('tenant version check failed', error))
    }
    const domain = domainName.toLowerCase()
    const cached = this.entries.get(domain)
    if (cached) return cached
    const missedAt = this.misses.get(domain)
    if (missedAt !== undefined && this.clock() - missedAt < this.checkIntervalMs) return undefined
    let pending = this.loading.get(domain)
    if (!pending) {
      pending = this.load(domain).finally(() => this.loading.delete(domain))
      this.loading.set(domain, pending)
    }
    return pending
  }

  /** An answer computed once per tenant version: `load` runs again only after the tenant changed. */
  memo<T>(entry: SiteEntry, key: string, load: () => Promise<T>): Promise<T> {
    let value = entry.memo.get(key) as Promise<T> | undefined
    if (!value) {
      value = load()
      entry.memo.set(key, value)
      value.catch(() => entry.memo.delete(key))
    }
    return value
  }

  /**
   * Like `memo`, but shared by every domain of the entry's tenant (`localhost` and `casino1.localhost`, the
   * affiliate domains): what is big to build and the same for each domain (the catalogue index) is built once
   * per tenant version. An entry older than the shared version (a domain loaded before the change and not yet
   * dropped) keeps its own copy until the next version check drops it.
   */
  tenantMemo<T>(entry: SiteEntry, key: string, load: () => Promise<T>): Promise<T> {
    if (entry.preview) return this.memo(entry, `tenant:${key}`, load)
    const { id, version } = entry.tenant
    let slot = this.tenantMemos.get(id)
    if (slot && slot.version > version) return this.memo(entry, `tenant:${key}`, load)
    if (!slot || slot.version < version) {
      slot = { version, memo: new Map() }
      this.tenantMemos.set(id, slot)
    }
    const memo = slot.memo
    let value = memo.get(key) as Promise<T> | undefined
    if (!value) {
      value = load()
      memo.set(key, value)
      value.catch(() => memo.delete(key))
    }
    return value
  }

  /** Like `memo`, but the answer is also recomputed once it is older than `ttlMs` (boards, counters). */
  recent<T>(entry: SiteEntry, key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const now = this.clock()
    const held = entry.memo.get(key) as Promise<{ at: number; value: T }> | undefined
    const fresh = (held ?? Promise.resolve(undefined)).then((slot) => {
      if (slot && now - slot.at < ttlMs) return slot
      const next = load().then((value) => ({ at: now, value }))
      entry.memo.set(key, next)
      next.catch(() => entry.memo.delete(key))
      return next
    })
    return fresh.then((slot) => slot.value)
  }

  /** Forgets everything; the next request of every domain reads the database again. */
  clear() {
    this.entries.clear()
    this.tenantMemos.clear()
  }

  private async load(domain: string): Promise<SiteEntry | undefined> {
    const tenant = await findTenantByDomain(this.db, domain)
    if (!tenant) {
      if (this.misses.size >= maxRememberedMisses) this.misses.clear()
      this.misses.set(domain, this.clock())
      return undefined
    }
    this.misses.delete(domain)
    const entry: SiteEntry = { tenant, memo: new Map() }
    this.entries.set(domain, entry)
    return entry
  }

  private dropStale(): Promise<void> {
    this.checking ??= this.readVersions().finally(() => {
      this.checking = undefined
    })
    return this.checking
  }

  private async readVersions() {
    const started = this.clock()
    const rows = await this.db.select({ id: tenants.id, version: tenants.version }).from(tenants)
    const current = new Map(rows.map((row) => [row.id, row.version]))
    for (const [domain, entry] of this.entries) {
      if (current.get(entry.tenant.id) !== entry.tenant.version) this.entries.delete(domain)
    }
    for (const [id, slot] of this.tenantMemos) {
      if (current.get(id) !== slot.version) this.tenantMemos.delete(id)
    }
    this.checkedAt = started
  }
}
