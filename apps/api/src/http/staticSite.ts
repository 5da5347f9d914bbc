import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Context } from 'hono'
import { forgetOldest } from '../cache/forgetOldest'

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

const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest'])

type Encoding = 'br' | 'gzip'

/** The best encoding the request accepts, for a file worth compressing. */
function encodingFor(acceptEncoding: string | undefined, file: string): Encoding | undefined {
  if (!compressible.has(extname(file)) || !acceptEncoding) return undefined
  if (/\bbr\b/.test(acceptEncoding)) return 'br'
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip'
  return undefined
}

/**
 * Compressed copies of the built files, made once per file version: hashed assets never change, and the
 * few others (index.html, build metadata) are keyed by their modification time.
 */
const compressed = new Map<string, Uint8Array<ArrayBuffer>>()
/** Tenant pages add a copy per tenant version: the oldest copies go past this many. */
const maxCompressed = 4000

function compress(body: Buffer, encoding: Encoding, key: string): Uint8Array<ArrayBuffer> {
  const cached = compressed.get(key)
  if (cached) return cached
  const out =
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
      : gzipSync(body, { level: 9 })
  const bytes = new Uint8Array(out.buffer.slice(out.byteOffset, out.byteOffset + out.byteLength))
  compressed.set(key, bytes)
  forgetOldest(compressed, maxCompressed)
  return bytes
}

/** Paths that name build output: a miss there is a 404, never the SPA's index.html. */
const buildOutput = /^\/(assets|build)\//

/**
 * Build files that stay on the server: the source maps (the build writes them for us, and names them in no
 * chunk) and Vite's manifest folder (`.vite/`), which the page renderer reads from disk.
 */
const privateFile = /\.map$|^\/\.vite(\/|$)/

/**
 * The originals games' window (docs/product.md#originals): `/originals/{engine}/...` loads its own small
 * page, originals.html, instead of the site's shell.
 */
const originalsPath = /^\/originals(\/|$)/

/** Fills the shell (index.html) in for the page asked, or leaves it as it is (undefined). */
export type PageRenderer = (
  c: Context,
  shell: string,
  shellVersion: string,
) => Promise<
  { body: string; status: 200 | 404 | 503; headers: Record<string, string>; key: string } | undefined
>

export interface StaticSiteOptions {
  /** Fills the shell in for the tenant page asked (the site's pages). */
  page?: PageRenderer | undefined
  /**
   * The URL path the build is served under, without a trailing slash (`/console`, built with that base); the
   * root by default. Paths are taken below it: `/console/assets/x.js` is the build's `/assets/x.js`.
   */
  base?: string
  /** What a missing build answers (503). */
  notBuilt?: string
  /** Headers the HTML pages go out with (the console's framing and referrer rules). */
  htmlHeaders?: Record<string, string>
}

/**
 * Serves a built single-page app (the site; the console, under its base): files as they are (hashed assets
 * cached for a year), brotli or gzip compressed when the browser accepts it; any other GET path gets index.html
 * so the client router can take it (SPA fallback), filled in by `page` for the tenant and page asked
 * (docs/architecture.md#tenant-document), except the originals games' paths of the site, which get
 * originals.html. A missing file under /assets/ is a 404, so a stale page sees its chunk fail to load (and
 * reloads once) instead of receiving HTML; so are the source maps and the build manifest. The HTML pages are
 * never cached, so a new deployment reaches players on their next load.
 */
export function staticSite(rootDir: string, options: StaticSiteOptions = {}) {
  const root = normalize(rootDir)
  const { page, base = '', notBuilt = 'The site is not built: run the build first' } = options
  return async (c: Context) => {
    if (base && !c.req.path.startsWith(`${base}/`)) return c.text('Not found', 404)
    const path = c.req.path.slice(base.length)
    if (privateFile.test(path)) return c.text('Not found', 404)
    const found = path !== '/' ? await fileIn(root, path) : undefined
    if (!found && buildOutput.test(path)) return c.text('Not found', 404)
    // The originals games' page is the site's, served at the root.
    const shell = !base && originalsPath.test(path) ? 'originals.html' : 'index.html'
    const file = found ?? join(root, shell)
    let body: Buffer
    let modified: number
    try {
      ;[body, modified] = await Promise.all([readFile(file), stat(file).then((info) => info.mtimeMs)])
    } catch {
      return c.json({ statusCode: 0, message: notBuilt }, 503)
    }
    const immutable = path.startsWith('/assets/')
    const headers: Record<string, string> = {
      'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      ...(extname(file) === '.html' ? options.htmlHeaders : {}),
    }
    let status: 200 | 404 | 503 = 200
    let key = `${file}:${modified}`
    if (!found && page && file.endsWith(`${sep}index.html`)) {
      const filled = await page(c, body.toString('utf8'), String(modified))
      if (filled) {
        body = Buffer.from(filled.body, 'utf8')
        status = filled.status
        key = filled.key
        Object.assign(headers, filled.headers)
      }
    }
    const encoding = encodingFor(c.req.header('accept-encoding'), file)
    if (!encoding) return c.body(new Uint8Array(body), status, headers)
    headers['content-encoding'] = encoding
    return c.body(compress(body, encoding, `${encoding}:${key}`), status, headers)
  }
}
