#!/usr/bin/env node
// Fails when a page of the build can load another page's entry chunk. Usage: entry-isolation.mjs <dist>
// Importing an entry chunk runs that page's start-up: a chunk the originals games' window loads that imports the
// site's entry (a module rolldown left in it) drew the whole site inside the game's window. Reads Vite's manifest
// and follows every import, static and dynamic, from each HTML entry.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const [dist] = process.argv.slice(2)
if (!dist) {
  console.error('usage: entry-isolation.mjs <dist>')
  process.exit(2)
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))
const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry && key.endsWith('.html'))

const failures = []
for (const entry of entries) {
  const seen = new Set()
  const queue = [[entry, [entry]]]
  while (queue.length > 0) {
    const [key, path] = queue.shift()
    if (seen.has(key)) continue
    seen.add(key)
    const chunk = manifest[key]
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) {
      if (next !== entry && entries.includes(next)) failures.push(`${[...path, next].join(' -> ')}`)
      else queue.push([next, [...path, next]])
    }
  }
  if (!failures.some((line) => line.startsWith(`${entry} `)))
    console.log(`${entry}: ${seen.size} chunks it can load, none another page's entry`)
}
if (failures.length > 0) {
  console.error(`a page can load another page's entry chunk:\n${failures.join('\n')}`)
  process.exit(1)
}
