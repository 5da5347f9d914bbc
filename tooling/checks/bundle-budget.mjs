#!/usr/bin/env node
// Fails when the JavaScript a first visit downloads exceeds the budget (KB, gzip).
// Usage: bundle-budget.mjs <dist> <budgetKB> [--with <source>]... [--heaviest <regex>]...
// Counts, from Vite's manifest: the entry chunk (index.html's when there are several pages) and everything
// it imports statically; the static closure of each `--with` source (lazy chunks every first visit loads,
// e.g. the home route or the English messages);
// and for each `--heaviest` pattern, the largest closure among the sources it matches (a visit loads one
// tenant's template: the budget must hold for the heaviest); with a capture group, among the groups of sources
// that capture the same text (`templates/(template[0-9]+)/src/(index|Lobby)`: a template's entry with its lobby).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const [dist, budgetArg, ...rest] = process.argv.slice(2)
const budgetKb = Number(budgetArg)
if (!dist || !Number.isFinite(budgetKb) || budgetKb <= 0) {
  console.error('usage: bundle-budget.mjs <dist> <budgetKB> [--with <source>]... [--heaviest <regex>]...')
  process.exit(2)
}
const valuesOf = (flag) => rest.filter((_, i) => rest[i - 1] === flag)

let manifest
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))
} catch (error) {
  console.error(`No Vite manifest in ${dist}/.vite (build with build.manifest: true): ${error.message}`)
  process.exit(2)
}

const gzCache = new Map()
const gzipped = (file) => {
  if (!gzCache.has(file)) gzCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length)
  return gzCache.get(file)
}

function closure(keys, into = new Set()) {
  const visit = (key) => {
    if (into.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`manifest has no entry ${key}`)
    into.add(key)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const key of keys) visit(key)
  return into
}

const jsBytes = (keys) =>
  [...keys]
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, f) => sum + gzipped(f), 0)

// Code-split routes appear as `src/routes/x.tsx?tsr-split=component`: a source means all its chunks.
const chunksOf = (source) =>
  Object.keys(manifest).filter((key) => key === source || key.startsWith(`${source}?`))

// A first visit loads index.html: with several HTML pages (the originals games' window is a second one),
// only that page's entry counts; a build without index.html counts every entry.
const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry)
const counted = closure(entries.includes('index.html') ? ['index.html'] : entries)
for (const source of valuesOf('--with')) {
  const keys = chunksOf(source)
  if (keys.length === 0) throw new Error(`manifest has no chunk for ${source}`)
  closure(keys, counted)
}
for (const pattern of valuesOf('--heaviest')) {
  const regex = new RegExp(pattern)
  // Sources whose first capture group is the same load together (one template's entry and its lobby): a
  // pattern without a group makes each source its own candidate.
  const candidates = new Map()
  for (const key of Object.keys(manifest)) {
    const match = regex.exec(key)
    if (!match) continue
    const name = match[1] ?? key
    candidates.set(name, [...(candidates.get(name) ?? []), key])
  }
  if (candidates.size === 0) throw new Error(`no manifest source matches ${pattern}`)
  const extra = (keys) => jsBytes([...closure(keys)].filter((k) => !counted.has(k)))
  const [heaviest, keys] = [...candidates].reduce((best, next) =>
    extra(next[1]) > extra(best[1]) ? next : best,
  )
  console.log(`heaviest of ${candidates.size} for /${pattern}/: ${heaviest}`)
  closure(keys, counted)
}

const rows = [...counted]
  .map((key) => manifest[key].file)
  .filter((file) => file.endsWith('.js'))
  .map((file) => [file, gzipped(file)])
  .sort((a, b) => b[1] - a[1])
for (const [file, gz] of rows) console.log(`${(gz / 1024).toFixed(1).padStart(8)} KB  ${file}`)
const totalKb = rows.reduce((sum, [, gz]) => sum + gz, 0) / 1024
console.log(`first-visit JavaScript: ${totalKb.toFixed(1)} KB gzip (budget ${budgetKb} KB)`)
if (totalKb > budgetKb) {
  console.error(`Over budget by ${(totalKb - budgetKb).toFixed(1)} KB`)
  process.exit(1)
}
