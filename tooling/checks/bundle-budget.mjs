#!/usr/bin/env node
// Fails when the JavaScript a first visit downloads exceeds the budget (KB, gzip).
// Usage: bundle-budget.mjs <dist> <budgetKB> [--with <source> ...]
// Counts the entry chunk and everything it imports statically (read from Vite's manifest), plus the static
// closure of each `--with` source (lazy chunks every first visit also loads, such as the home route).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const [dist, budgetArg, ...rest] = process.argv.slice(2)
const budgetKb = Number(budgetArg)
if (!dist || !Number.isFinite(budgetKb) || budgetKb <= 0) {
  console.error('usage: bundle-budget.mjs <dist> <budgetKB> [--with <source> ...]')
  process.exit(2)
}
const extraSources = rest.filter((_, i) => rest[i - 1] === '--with')

let manifest
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))
} catch (error) {
  console.error(`No Vite manifest in ${dist}/.vite (build with build.manifest: true): ${error.message}`)
  process.exit(2)
}

const seen = new Set()
function visit(key) {
  if (seen.has(key)) return
  const chunk = manifest[key]
  if (!chunk) throw new Error(`manifest has no entry ${key}`)
  seen.add(key)
  for (const imported of chunk.imports ?? []) visit(imported)
}
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key)
for (const source of extraSources) {
  // Code-split routes appear as `src/routes/x.tsx?tsr-split=component`: take every chunk of the source.
  const keys = Object.keys(manifest).filter((key) => key === source || key.startsWith(`${source}?`))
  if (keys.length === 0) throw new Error(`manifest has no chunk for ${source}`)
  for (const key of keys) visit(key)
}

let total = 0
const rows = []
for (const key of seen) {
  const file = manifest[key].file
  if (!file.endsWith('.js')) continue
  const gz = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length
  total += gz
  rows.push([file, gz])
}
rows.sort((a, b) => b[1] - a[1])
for (const [file, gz] of rows) console.log(`${(gz / 1024).toFixed(1).padStart(8)} KB  ${file}`)
const totalKb = total / 1024
console.log(`first-visit JavaScript: ${totalKb.toFixed(1)} KB gzip (budget ${budgetKb} KB)`)
if (totalKb > budgetKb) {
  console.error(`Over budget by ${(totalKb - budgetKb).toFixed(1)} KB`)
  process.exit(1)
}
