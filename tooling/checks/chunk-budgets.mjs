#!/usr/bin/env node
// Fails when a route's code or a tenant's stylesheets outgrow their budgets (KB, gzip); the first-visit script
// budget is bundle-budget.mjs's.
// Usage: chunk-budgets.mjs <dist> <routeKB> <cssKB>
// - Every chunk of a page route (`src/routes/...`, code-split or not) must stay within routeKB.
// - The stylesheets a first visit to a tenant downloads, the entry's and its template's with the template's
//   heaviest colour theme and the heavier of its home and lobby, must stay within cssKB, for every template.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const [dist, routeArg, cssArg] = process.argv.slice(2)
const routeKb = Number(routeArg)
const cssKb = Number(cssArg)
if (!dist || !(routeKb > 0) || !(cssKb > 0)) {
  console.error('usage: chunk-budgets.mjs <dist> <routeKB> <cssKB>')
  process.exit(2)
}

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))
const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024

function closure(key, into = new Set()) {
  if (into.has(key) || !manifest[key]) return into
  into.add(key)
  for (const imported of manifest[key].imports ?? []) closure(imported, into)
  return into
}
const stylesOf = (keys) => new Set([...keys].flatMap((key) => manifest[key].css ?? []))
const sumKb = (files) => [...files].reduce((sum, file) => sum + gzipKb(file), 0)

const failures = []

const routes = Object.entries(manifest).filter(
  ([key, chunk]) => key.startsWith('src/routes/') && chunk.file.endsWith('.js'),
)
const heaviestRoute = routes.map(([key, chunk]) => [key, gzipKb(chunk.file)]).sort((a, b) => b[1] - a[1])
for (const [key, kb] of heaviestRoute)
  if (kb > routeKb) failures.push(`route chunk ${key}: ${kb.toFixed(1)} KB`)
const [heaviestKey, heaviestKb] = heaviestRoute[0] ?? ['none', 0]
console.log(
  `route chunks: ${routes.length}, heaviest ${heaviestKb.toFixed(1)} KB (${heaviestKey}; budget ${routeKb} KB)`,
)

const entryStyles = stylesOf(closure('index.html'))
const templates = Object.keys(manifest)
  .map((key) => /templates\/(template\d+)\/src\/index\.ts$/.exec(key))
  .filter(Boolean)
  .map((match) => ({ id: match[1], key: match[0] }))
if (templates.length === 0) failures.push('the manifest has no template')
let heaviestCss = { kb: 0, what: 'none' }
for (const template of templates) {
  const source = Object.keys(manifest).find((key) => key.endsWith(template.key))
  const templateStyles = stylesOf(closure(source))
  const colours = Object.keys(manifest).filter((key) =>
    new RegExp(`/${template.id}/src/themes/[a-z-]+\\.css\\.ts$`).test(key),
  )
  // The home and the lobby load apart from the template's module: a first visit has one of them.
  const parts = Object.keys(manifest).filter((key) =>
    new RegExp(`/${template.id}/src/(Home|Lobby)\\.tsx$`).test(key),
  )
  for (const colour of colours) {
    for (const part of parts.length > 0 ? parts : [undefined]) {
      const files = new Set([
        ...entryStyles,
        ...templateStyles,
        ...stylesOf([colour]),
        ...(part ? stylesOf(closure(part)) : []),
      ])
      const kb = sumKb(files)
      const partName = part ? `, ${part.split('/').pop()}` : ''
      const what = `${template.id} with ${colour.split('/').pop()}${partName}`
      if (kb > heaviestCss.kb) heaviestCss = { kb, what }
      if (kb > cssKb) failures.push(`stylesheets of ${what}: ${kb.toFixed(1)} KB`)
    }
  }
}
console.log(
  `first-visit stylesheets: heaviest ${heaviestCss.kb.toFixed(1)} KB (${heaviestCss.what}; budget ${cssKb} KB)`,
)

if (failures.length > 0) {
  console.error(`Over budget:\n  ${failures.join('\n  ')}`)
  process.exit(1)
}
