/** The picture formats an operator may upload: raster only (an SVG can carry script). */
export type UploadType = 'image/png' | 'image/jpeg' | 'image/webp'

export interface ImageInfo {
  type: UploadType
  width: number
  height: number
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((byte, index) => bytes[at + index] === byte)

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length))

function pngInfo(bytes: Uint8Array, view: DataView): ImageInfo | undefined {
  if (!startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) || ascii(bytes, 12, 4) !== 'IHDR')
    return undefined
  return { type: 'image/png', width: view.getUint32(16), height: view.getUint32(20) }
}

function jpegInfo(bytes: Uint8Array, view: DataView): ImageInfo | undefined {
  if (!startsWith(bytes, [0xff, 0xd8, 0xff])) return undefined
  // Walk the segments to the first start-of-frame marker, which holds the size.
  let at = 2
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined
    const marker = bytes[at + 1] ?? 0
    const length = view.getUint16(at + 2)
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)
    if (isFrame) return { type: 'image/jpeg', height: view.getUint16(at + 5), width: view.getUint16(at + 7) }
    at += 2 + length
  }
  return undefined
}

function webpInfo(bytes: Uint8Array, view: DataView): ImageInfo | undefined {
  if (ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP') return undefined
  const chunk = ascii(bytes, 12, 4)
  if (chunk === 'VP8 ' && bytes.length >= 30)
    return {
      type: 'image/webp',
      width: view.getUint16(26, true) & 0x3fff,
      height: view.getUint16(28, true) & 0x3fff,
    }
  if (chunk === 'VP8L' && bytes.length >= 25) {
    const bits = view.getUint32(21, true)
    return { type: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 }
  }
  if (chunk === 'VP8X' && bytes.length >= 30) {
    const width = 1 + ((bytes[24] ?? 0) | ((bytes[25] ?? 0) << 8) | ((bytes[26] ?? 0) << 16))
    const height = 1 + ((bytes[27] ?? 0) | ((bytes[28] ?? 0) << 8) | ((bytes[29] ?? 0) << 16))
    return { type: 'image/webp', width, height }
  }
  return undefined
}

/**
 * What a file really is, read from its first bytes (never from its name or declared type): PNG, JPEG or WebP
 * with its size in pixels; undefined for anything else.
 */
export function imageInfo(bytes: Uint8Array): ImageInfo | undefined {
  if (bytes.length < 24) return undefined
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const info = pngInfo(bytes, view) ?? jpegInfo(bytes, view) ?? webpInfo(bytes, view)
  return info && info.width > 0 && info.height > 0 ? info : undefined
}
