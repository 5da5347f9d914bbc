import { faviconPixels } from './svg'

/**
 * Where an operator's uploaded picture is served (docs/operators.md#uploads): its tenant and its hash name it, so
 * what a path shows never changes.
 */
export const uploadPath = (tenantCode: string, sha256: string, extension: string) =>
  `/api/media/upload/${tenantCode}/${sha256}.${extension}`

/**
 * An upload's file name: `<hash>.<png|jpg|webp>`, the picture as uploaded, or `<hash>-64.png`, the same picture as a
 * PNG a tab's size (`tabSized`); any other name is no upload of ours.
 */
export function uploadFileOf(
  file: string,
): { sha256: string; tabSized: boolean; extension: string } | undefined {
  const match = new RegExp(`^([0-9a-f]{64})(?:(-${faviconPixels}\\.png)|\\.(png|jpg|webp))$`).exec(file)
  if (!match?.[1]) return undefined
  return { sha256: match[1], tabSized: match[2] !== undefined, extension: match[3] ?? 'png' }
}

/**
 * The same upload as a PNG a tab's size, or undefined when the path is not one of our uploads as uploaded (an
 * address elsewhere is linked as it is). The browser decodes a favicon on the page's main thread.
 */
export function uploadFaviconPath(path: string): string | undefined {
  const [, tenantCode, file] = /^\/api\/media\/upload\/([^/]+)\/([^/]+)$/.exec(path) ?? []
  const upload = file ? uploadFileOf(file) : undefined
  return tenantCode && upload && !upload.tabSized
    ? uploadPath(tenantCode, `${upload.sha256}-${faviconPixels}`, 'png')
    : undefined
}
