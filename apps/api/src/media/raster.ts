/**
 * The demo art as WebP, and the site icon as PNG (docs/architecture.md#media). A browser draws an SVG image on
 * the page's main thread, while it decodes a raster image on another: a home with eighty SVG game tiles blocked a phone for about
 * twice as long as the same home with raster tiles. Real providers send raster art, so the demo does too.
 */
import sharp from 'sharp'
import { forgetOldest } from '../cache/forgetOldest'

/** Distinct pictures kept: a catalogue's tiles, its banners and badges, uploads at a tab's size; a few KB each. */
const keptPictures = 4_000

const kept = new Map<string, Promise<Buffer>>()

/** The encoding kept under `key`, else `encode`'s, kept unless it fails (the oldest forgotten past the bound). */
function keptOrEncoded(key: string, encode: () => Promise<Buffer>): Promise<Buffer> {
  const known = kept.get(key)
  if (known) return known
  const encoded = encode()
  kept.set(key, encoded)
  encoded.catch(() => kept.delete(key))
  forgetOldest(kept, keptPictures)
  return encoded
}

export type RasterFormat = 'webp' | 'png'

/**
 * The SVG drawn as a WebP or PNG `scale` times its own size (a logo shown at its size on a phone's dense screen
 * wants twice its pixels); the same drawing is encoded once while it is kept.
 */
export function rasterOf(svg: string, format: RasterFormat, scale = 1): Promise<Buffer> {
  return keptOrEncoded(`${format}|${scale}|${svg}`, () => {
    // sharp reads an SVG at 72 dots per inch: its own size in pixels.
    const drawn = sharp(Buffer.from(svg), { density: 72 * scale })
    return (format === 'png' ? drawn.png() : drawn.webp({ quality: 80 })).toBuffer()
  })
}

/**
 * An uploaded picture as a square PNG of `size` pixels, cropped to its centre (a tab's icon): the browser decodes
 * a favicon on the page's main thread, and an upload may be 512 KB. Kept by `hash`, the picture's SHA-256.
 */
export function squarePngOf(hash: string, picture: Uint8Array, size: number): Promise<Buffer> {
  return keptOrEncoded(`upload|${size}|${hash}`, () =>
    sharp(picture).resize(size, size, { fit: 'cover' }).png().toBuffer(),
  )
}
