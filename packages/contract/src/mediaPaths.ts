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
