/**
 * Which part of the site's audit matrix a run audits (docs/architecture.md#audit-share).
 *
 * The matrix is every page of every template at two widths, for a visitor and for a player: about 2,000 page
 * audits, 8 to 9 minutes of both cores, which the test command cannot afford whole beside everything else. So a
 * run of the test command audits one share of five, chosen from the commit (its count on main), and five
 * consecutive commits audit every combination. The unit of a share is one template at one width (a browser
 * context that signs in once and audits all its pages); visitor and player audits of a template and width go
 * together. `pnpm test:full` audits the whole matrix.
 */
export interface AuditShare {
  /** 0 to `of - 1`. */
  index: number
  of: number
}

export const shareCount = 5

/**
 * Reads `AXE_SHARE`: unset, empty or `all` is the whole matrix (null); `k/5` is share k. Anything else is refused,
 * so a typo never audits nothing.
 */
export function parseAuditShare(value: string | undefined): AuditShare | null {
  if (value === undefined || value === '' || value === 'all') return null
  const match = /^(\d+)\/(\d+)$/.exec(value)
  const index = Number(match?.[1])
  const of = Number(match?.[2])
  if (!match || of < 1 || index >= of)
    throw new Error(`AXE_SHARE must be "all" or "k/n" with k < n, not "${value}"`)
  return { index, of }
}

/**
 * Whether template number `templateIndex` (its place in the registry) at width number `widthIndex` (0: 390 px,
 * 1: 1440 px) is in `share`. Consecutive contexts go to consecutive shares, so each share takes as many of each
 * file's contexts as the next.
 */
export function inShare(
  share: AuditShare | null,
  templateIndex: number,
  widthIndex: number,
  widths = 2,
): boolean {
  if (!share) return true
  return (templateIndex * widths + widthIndex) % share.of === share.index
}
