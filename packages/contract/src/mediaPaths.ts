/**
 * Where the API serves the demo's generated art (docs/architecture.md#media). Tiles are WebP: a browser
 * decodes a raster image off the page's main thread, where it would draw an SVG one.
 */

export function gameArtPath(gameCode: string): string {
  return `/api/media/game/${encodeURIComponent(gameCode)}.webp`
}

export function providerArtPath(providerCode: string): string {
  return `/api/media/provider/${encodeURIComponent(providerCode)}.svg`
}
