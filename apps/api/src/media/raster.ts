/**
 * The demo art as WebP (docs/architecture.md#media). A browser draws an SVG image on the page's main thread,
 * while it decodes a raster image on another: a home with eighty SVG game tiles blocked a phone for about
 * twice as long as the same home with raster tiles. Real providers send raster art, so the demo does too.
 */
import sharp from 'sharp'
import { forgetOldest } from '../cache/forgetOldest'

/** Distinct pictures kept: a catalogue's tiles, its banners and badges, each a few kilobytes. */
const keptPictures = 4_000

const kept = new Map<string, Promise<Buffer>>()

/** The SVG drawn as a WebP of its own size; the same drawing is encoded once while it is kept. */
export function webpOf(svg: string): Promise<Buffer> {
  const known = kept.get(svg)
  if (known) return known
  const encoded = sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer()
  kept.set(svg, encoded)
  encoded.catch(() => kept.delete(svg))
  forgetOldest(kept, keptPictures)
  return encoded
}
