#!/usr/bin/env node
// Fills the catalogues from a translator's sheet: a TSV whose columns are English, then php, cn, esp, rus,
// vi, ms, ne. Each row's English text is matched against the English catalogue's texts (the source text,
// or the default text of a message with an explicit id); the other columns become that message's msgstr
// in each language. Rows that match nothing are listed, so a stale sheet cannot go unnoticed.
// Usage: node scripts/apply-translations.mjs sheet.tsv
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const locales = ['php', 'cn', 'esp', 'rus', 'vi', 'ms', 'ne']
const dir = fileURLToPath(new URL('../src/locales/', import.meta.url))
const sheet = process.argv[2]
if (!sheet) {
  console.error('usage: apply-translations.mjs <sheet.tsv>')
  process.exit(2)
}

const unquote = (text) => JSON.parse(`"${text}"`)
const quote = (text) => JSON.stringify(text)

const rows = new Map()
for (const line of readFileSync(sheet, 'utf8').split('\n')) {
  if (!line.trim()) continue
  const [english, ...columns] = line.split('\t')
  if (columns.length !== locales.length) throw new Error(`row needs ${locales.length + 1} columns: ${line}`)
  rows.set(english, columns)
}

/** The entries of a .po file: [block, msgid, msgstr] where block is the text between blank lines. */
function entries(text) {
  return text.split('\n\n').map((block) => {
    const id = block.match(/^msgid "(.*)"$/m)?.[1]
    const str = block.match(/^msgstr "(.*)"$/m)?.[1]
    return {
      block,
      id: id === undefined ? undefined : unquote(id),
      str: str === undefined ? undefined : unquote(str),
    }
  })
}

const used = new Set()
let filled = 0
for (const group of readdirSync(`${dir}en`).filter((file) => file.endsWith('.po'))) {
  const englishByid = new Map()
  for (const entry of entries(readFileSync(`${dir}en/${group}`, 'utf8'))) {
    if (!entry.id) continue
    const explicit = entry.block.includes('js-lingui-explicit-id')
    englishByid.set(entry.id, explicit ? entry.str : entry.id)
  }
  locales.forEach((locale, column) => {
    const path = `${dir}${locale}/${group}`
    const next = entries(readFileSync(path, 'utf8')).map((entry) => {
      if (!entry.id) return entry.block
      const english = englishByid.get(entry.id)
      const row = english === undefined ? undefined : rows.get(english)
      if (!row) return entry.block
      used.add(english)
      filled += 1
      return entry.block.replace(/^msgstr ".*"$/m, `msgstr ${quote(row[column])}`)
    })
    writeFileSync(path, next.join('\n\n'))
  })
}
const unused = [...rows.keys()].filter((english) => !used.has(english))
console.log(
  `filled ${filled} translations${unused.length ? `; rows matching no message: ${unused.join(' | ')}` : ''}`,
)
