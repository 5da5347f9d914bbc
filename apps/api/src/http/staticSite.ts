import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import type { Context } from 'hono'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
}

async function fileIn(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return undefined
  }
  const full = normalize(join(root, decoded))
  if (full !== root && !full.startsWith(root + sep)) return undefined
  try {
    return (await stat(full)).isFile() ? full : undefined
  } catch {
    return undefined
  }
}

/**
 * Serves the built site: files as they are (hashed assets cached for a year), any other GET path gets
 * index.html so the client router can take it (SPA fallback). index.html itself is never cached, so a new
 * deployment reaches players on their next load.
 */
export function staticSite(rootDir: string) {
  const root = normalize(rootDir)
  return async (c: Context) => {
    const path = c.req.path
    const file = (path !== '/' && (await fileIn(root, path))) || join(root, 'index.html')
    let body: Buffer
    try {
      body = await readFile(file)
    } catch {
      return c.json({ statusCode: 0, message: 'The site is not built: run the build first' }, 503)
    }
    const immutable = path.startsWith('/assets/')
    return c.body(new Uint8Array(body), 200, {
      'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    })
  }
}
