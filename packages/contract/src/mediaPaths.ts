/**
 * Where the API serves the demo's generated art (docs/architecture.md#media). Tiles and badges are WebP: a
 * browser decodes a raster image off the page's main thread, where it would lay out and draw an SVG one (its
 * text too, fonts and all).
 */

export function gameArtPath(gameCode: string): string {
  return `/api/media/game/${encodeURIComponent(gameCode)}.webp`
}

export function providerArtPath(providerCode: string): string {
  return `/api/media/provider/${encodeURIComponent(providerCode)}.webp`
}

/** Where a tenant's generated logos are served: `1`, `2` and `3` (header, square, footer), `icon` and `favicon`. */
export const logoArtFolder = '/api/media/logo/'

/** A generated logo's address, `file` being its variant and format (`1.webp`, `icon.png`). */
export function logoArtPath(tenantCode: string, file: string): string {
  return `${logoArtFolder}${tenantCode}/${file}`
}
