// Keeps the repository's documentation self-contained: a clone must hold every document its files cite.
//
// Fails (exit 1, one `file:line: ...` per offence) when a git-tracked (or new, not ignored) text file
//   (a) cites the product spec that lives outside the repository: a section number of the spec, a path into
//       the shared folder beside the repository, or the spec's file name (the patterns are below);
//   (b) cites a repository doc by `docs/<file>.md` or `docs/<file>.md#<anchor>` (from the repository
//       root, as code comments do) whose file or anchor does not exist;
//   (c) in a Markdown file, has a relative link (`[text](../x.md#anchor)`, `[text]: x.md`) that leaves the
//       repository or points to a missing file or a missing anchor.
// An anchor exists when the target has `<a id="...">` (or any tag's id/name attribute) or a heading whose
// GitHub slug it is. Links to web addresses are not fetched.
//
// Usage: node tooling/checks/doc-links.mjs        (from anywhere inside the repository)

import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim()
const self = path.relative(root, new URL(import.meta.url).pathname)

/** Citations of documents outside the repository. Built from parts so this file does not match itself. */
const outsidePatterns = [
  {
    re: new RegExp(['spec', 'sections?', '\\d'].join('\\s+'), 'i'),
    why: 'cites the outside spec by section',
  },
  { re: new RegExp(`(?:\\.\\./)+${'shared'}/`), why: 'links the shared folder outside the repository' },
  { re: new RegExp(`${'site'}-spec\\.md`), why: 'cites the outside spec file' },
  { re: new RegExp(`/${'shared'}/spec/`), why: 'cites the outside spec folder' },
]

const binaryExtensions =
  /\.(png|jpe?g|gif|webp|avif|ico|svg|woff2?|ttf|otf|pdf|zip|gz|tgz|wasm|mp[34]|webm)$/i

function listFiles() {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  const files = [...new Set(out.split('\0').filter(Boolean))]
  return files.filter((file) => {
    if (binaryExtensions.test(file)) return false
    const full = path.join(root, file)
    return existsSync(full) && statSync(full).isFile()
  })
}

const textCache = new Map()
function readText(file) {
  if (!textCache.has(file)) {
    const full = path.join(root, file)
    let text = null
    if (existsSync(full) && statSync(full).isFile()) {
      const buffer = readFileSync(full)
      text = buffer.includes(0) ? null : buffer.toString('utf8')
    }
    textCache.set(file, text)
  }
  return textCache.get(file)
}

/** GitHub's heading slug (github-slugger): lower case, punctuation dropped, spaces to hyphens. */
function slug(heading) {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links and images keep their text
    .replace(/<[^>]+>/g, '') // inline HTML
    .replace(/[`*_~]/g, (c) => (c === '_' ? '_' : '')) // emphasis and code marks (underscores stay)
    .trim()
    .toLowerCase()
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-')
}

const anchorCache = new Map()
/** Every anchor a Markdown file offers: explicit ids and names, and heading slugs (with -1, -2 ...). */
function anchorsOf(file) {
  if (anchorCache.has(file)) return anchorCache.get(file)
  const anchors = new Set()
  const text = readText(file) ?? ''
  for (const m of text.matchAll(/<[a-z][^>]*?\s(?:id|name)\s*=\s*["']([^"']+)["']/gi)) anchors.add(m[1])
  const seen = new Map()
  let fence = null
  for (const line of text.split('\n')) {
    const f = /^\s*(`{3,}|~{3,})/.exec(line)
    if (f) {
      if (!fence) fence = f[1][0]
      else if (f[1][0] === fence) fence = null
      continue
    }
    if (fence) continue
    const h = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)
    if (!h) continue
    const base = slug(h[1])
    const n = seen.get(base) ?? 0
    seen.set(base, n + 1)
    anchors.add(n === 0 ? base : `${base}-${n}`)
  }
  anchorCache.set(file, anchors)
  return anchors
}

const offences = []
const report = (file, index, message) => offences.push(`${file}:${index + 1}: ${message}`)

/** Checks that `target` (a repository-relative path, maybe with #anchor) exists. */
function checkTarget(file, index, shown, repoPath, anchor) {
  const normal = path.posix.normalize(repoPath)
  if (normal === '..' || normal.startsWith('../') || path.posix.isAbsolute(normal)) {
    report(file, index, `${shown}: points outside the repository`)
    return
  }
  const full = path.join(root, normal)
  if (!existsSync(full)) {
    report(file, index, `${shown}: no such file in the repository`)
    return
  }
  if (anchor === undefined || anchor === '') return
  if (!/\.(md|markdown)$/i.test(normal) || statSync(full).isDirectory()) return
  if (!anchorsOf(normal).has(decodeURIComponent(anchor))) {
    report(file, index, `${shown}: no anchor #${anchor} in ${normal}`)
  }
}

/** Strips inline code spans so `[x](y)` written as an example in code is not taken as a link. */
const withoutCodeSpans = (line) => line.replace(/`[^`]*`/g, (m) => ' '.repeat(m.length))

function checkMarkdownLinks(file, lines) {
  const dir = path.posix.dirname(file)
  let fence = null
  lines.forEach((raw, index) => {
    const f = /^\s*(`{3,}|~{3,})/.exec(raw)
    if (f) {
      if (!fence) fence = f[1][0]
      else if (f[1][0] === fence) fence = null
      return
    }
    if (fence) return
    const line = withoutCodeSpans(raw)
    const targets = []
    for (const m of line.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) targets.push(m[1])
    const ref = /^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/.exec(line)
    if (ref) targets.push(ref[1])
    for (const target of targets) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue // web, mailto ...
      const [pathPart, anchor] = target.split('#')
      if (pathPart === '') {
        if (anchor && !anchorsOf(file).has(decodeURIComponent(anchor))) {
          report(file, index, `${target}: no such anchor in this file`)
        }
        continue
      }
      const repoPath = pathPart.startsWith('/')
        ? pathPart.slice(1)
        : path.posix.join(dir, decodeURIComponent(pathPart))
      checkTarget(file, index, target, repoPath, anchor)
    }
  })
}

for (const file of listFiles()) {
  if (file === self) continue
  const text = readText(file)
  if (text === null) continue
  const lines = text.split('\n')
  lines.forEach((line, index) => {
    for (const { re, why } of outsidePatterns) {
      const m = re.exec(line)
      if (m) report(file, index, `${why}: "${m[0]}"`)
    }
    // Repository-root citations: docs/product.md#breakpoints (not ../docs/..., which is a relative link).
    for (const m of line.matchAll(/(?<![\w./-])docs\/([\w.-]+\.md)(?:#([A-Za-z0-9_-]+))?/g)) {
      checkTarget(file, index, m[0], `docs/${m[1]}`, m[2])
    }
  })
  if (/\.(md|markdown)$/i.test(file)) checkMarkdownLinks(file, lines)
}

if (offences.length > 0) {
  for (const offence of offences) console.error(offence)
  console.error(
    `\ndoc-links: ${offences.length} offence(s). Cite docs/product.md or docs/architecture.md anchors.`,
  )
  process.exit(1)
}
console.log(
  'doc-links: every doc citation and link points inside the repository, to an existing file and anchor',
)
