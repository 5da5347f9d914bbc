import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Context } from 'hono'
import { forgetOldest } from '../cache/forgetOldest'
import {
  answerAsPage,
  markScripts,
  newNonce,
  type PageSources,
  serviceWorkerPolicy,
  withNonce,
} from './contentSecurityPolicy'

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
 * few others (build metadata) are keyed by their modification time. Pages are not among them: each answer's page
 * carries its own nonce (docs/architecture.md#security-headers), so it is compressed as it goes out.
 */
const compressed = new Map<string, Uint8Array<ArrayBuffer>>()
/** The oldest copies go past this many. */
const maxCompressed = 4000

function compressNow(body: Buffer, encoding: Encoding, quality: 'best' | 'quick'): Uint8Array<ArrayBuffer> {
  const best = quality === 'best'
  const out =
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5 } })
      : gzipSync(body, { level: best ? 9 : 6 })
  return new Uint8Array(out.buffer.slice(out.byteOffset, out.byteOffset + out.byteLength))
}

function compress(body: Buffer, encoding: Encoding, key: string): Uint8Array<ArrayBuffer> {
  const cached = compressed.get(key)
  if (cached) return cached
  const bytes = compressNow(body, encoding, 'best')
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

/** The site's service worker (docs/product.md#installable-app), at the root so that its scope is the whole site. */
const serviceWorkerPath = '/sw.js'

/**
 * Fills the shell (index.html, its script elements marked for the answer's nonce: `markScripts`) in for the page
 * asked, with the hosts beyond our own the page loads from; or leaves it as it is (undefined).
 */
export type PageRenderer = (
  c: Context,
  shell: string,
  shellVersion: string,
) => Promise<
  { body: string; status: 200 | 404 | 503; headers: Record<string, string>; sources: PageSources } | undefined
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
 * never cached, so a new deployment reaches players on their next load: each carries a fresh nonce on every script
 * element (docs/architecture.md#security-headers), is compressed as it goes out, and is kept by no shared cache.
 */
export function staticSite(rootDir: string, options: StaticSiteOptions = {}) {
  const root = normalize(rootDir)
  const { base = '', notBuilt = 'The site is not built: run the build first' } = options
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
    const html = extname(file) === '.html'
    const headers: Record<string, string> = {
      'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
      // A page's nonce is its answer's alone: no shared cache keeps it, and the browser asks again every time.
      'cache-control': immutable
        ? 'public, max-age=31536000, immutable'
        : html
          ? 'private, no-cache'
          : 'no-cache',
      vary: 'accept-encoding',
      ...(html ? options.htmlHeaders : {}),
      ...(!base && path === serviceWorkerPath ? { 'content-security-policy': serviceWorkerPolicy } : {}),
    }
    let status: 200 | 404 | 503 = 200
    const encoding = encodingFor(c.req.header('accept-encoding'), file)
    if (!html) {
      if (!encoding) return c.body(new Uint8Array(body), status, headers)
      headers['content-encoding'] = encoding
      return c.body(compress(body, encoding, `${encoding}:${file}:${modified}`), status, headers)
    }
    // Our build's page: every script in it is ours, and is marked for the answer's nonce before anything of a
    // tenant's is written in.
    let page = markScripts(body.toString('utf8'))
    let sources: PageSources | undefined
    if (!found && options.page && file.endsWith(`${sep}index.html`)) {
      const filled = await options.page(c, page, String(modified))
      if (filled) {
        page = filled.body
        status = filled.status
        sources = filled.sources
        Object.assign(headers, filled.headers)
      }
    }
    const nonce = newNonce()
    answerAsPage(c, nonce, sources)
    const sent = Buffer.from(withNonce(page, nonce), 'utf8')
    if (!encoding) return c.body(new Uint8Array(sent), status, headers)
    headers['content-encoding'] = encoding
    // Quick rather than best: a 170 KB drawn page takes 2 ms at brotli 5 and 160 ms at 11, for 10 % more bytes.
    return c.body(compressNow(sent, encoding, 'quick'), status, headers)
  }
}
