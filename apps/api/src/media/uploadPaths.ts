import { faviconPixels } from './svg'

/**
 * Where an operator's uploaded picture is served (docs/operators.md#uploads): its tenant and its hash name it, so
 * what a path shows never changes.
 */
export const uploadPath = (tenantCode: string, sha256: string, extension: string) =>
  `/api/media/upload/${tenantCode}/${sha256}.${extension}`

const uploadPathPattern = /^\/api\/media\/upload\/([^/]+)\/([0-9a-f]{64})\.(?:png|jpg|webp)$/

/**
 * The same upload as a PNG a tab's size (`<hash>-64.png`), or undefined when the path is not one of our uploads
 * (an address elsewhere is linked as it is). The browser decodes a favicon on the page's main thread.
 */
export function uploadFaviconPath(path: string): string | undefined {
  const match = uploadPathPattern.exec(path)
  return match ? `/api/media/upload/${match[1]}/${match[2]}-${faviconPixels}.png` : undefined
}

/** An upload's file name: its hash, the size when it is the tab-sized copy, and its extension. */
export function uploadFileOf(file: string): { sha256: string; size?: number; extension: string } | undefined {
  const match = /^([0-9a-f]{64})(?:-([1-9][0-9]{0,3}))?\.(png|jpg|webp)$/.exec(file)
  if (!match?.[1] || !match[3]) return undefined
  return { sha256: match[1], size: match[2] ? Number(match[2]) : undefined, extension: match[3] }
}
