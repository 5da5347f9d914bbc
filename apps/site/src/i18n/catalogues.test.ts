// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { apiMessages } from '@lobbykit/contract/status'
import { describe, expect, it } from 'vitest'

const dir = fileURLToPath(new URL('../locales/', import.meta.url))
const locales = ['php', 'cn', 'esp', 'rus', 'vi', 'ms', 'ne']
/** The five groups of docs/product.md#language-entry, which every page loads. */
const pageGroups = ['ui', 'validation', 'errors', 'messages', 'misc']
/**
 * The player's pages, the public pages beyond the home and the lobbies, the dialogs with the sign-in forms and the originals' game windows load their own groups, which a
 * first visit never downloads.
 */
const groups = [...pageGroups, 'player', 'pages', 'dialogs', 'originals']

/** msgid -> msgstr of a .po file (single-line entries, as lingui writes them). */
function read(locale: string, group: string): Map<string, string> {
  const text = readFileSync(`${dir}${locale}/${group}.po`, 'utf8')
  const entries = new Map<string, string>()
  for (const block of text.split('\n\n')) {
    const id = block.match(/^msgid "(.*)"$/m)?.[1]
    const str = block.match(/^msgstr "(.*)"$/m)?.[1]
    if (id) entries.set(JSON.parse(`"${id}"`), JSON.parse(`"${str ?? ''}"`))
  }
  return entries
}

/** Words that stay the same in these languages (brand-like or borrowed terms). */
const sameEverywhere = new Set([
  'VIP',
  'OK',
  'Bingo',
  'Poker',
  'Slots',
  'Arcade',
  'Crash',
  'E-mail',
  'Sabong',
])

describe('message catalogues', () => {
  it('have the five groups of docs/product.md#language-entry and the groups pages add in each of the eight languages', () => {
    for (const locale of ['en', ...locales]) {
      expect(readdirSync(`${dir}${locale}`).sort()).toEqual(groups.map((group) => `${group}.po`).sort())
    }
  })

  it.each(locales)('translate every message into %s, not by copying English', (locale) => {
    let copied = 0
    let total = 0
    for (const group of groups) {
      const english = read('en', group)
      const translated = read(locale, group)
      for (const [id, source] of english) {
        const text = translated.get(id)
        expect(text, `${locale}/${group}: ${id}`).toBeTruthy()
        total += 1
        const englishText = source || id
        if (text === englishText && !sameEverywhere.has(englishText)) copied += 1
      }
    }
    // A few borrowed words (app, Live chat, Minigame) may stay; whole sentences must not.
    expect(copied / total).toBeLessThan(0.12)
  })

  it("have words for every refusal the API may answer, which core's error dialog translates by its key", () => {
    const english = new Set(groups.flatMap((group) => [...read('en', group).keys()]))
    // Said in a window's own words instead: a game's (src/originals/refusals.ts), the lucky spin's, or answered to
    // a game provider's server, never to a player.
    const saidElsewhere = new Set([
      'gameTokenInvalid',
      'stakeOutOfRange',
      'insufficientFunds',
      'fixtureClosed',
      'nonceUsed',
      'noTokens',
      'spinNotFound',
      'invalidSignature',
      'transactionRolledBack',
      'roundNotFound',
    ])
    const keys = Object.values(apiMessages).filter(
      (message) => /^[A-Za-z]+$/.test(message) && message !== 'OK' && !saidElsewhere.has(message),
    )
    expect(keys.filter((key) => !english.has(key))).toEqual([])
  })

  it('name every placeholder, so a translator knows what goes where', () => {
    for (const group of groups) {
      const numbered = [...read('en', group).keys()].filter((id) => /\{\d+[,}]/.test(id))
      expect(numbered, `en/${group}`).toEqual([])
    }
  })

  it.each(locales)('keep every placeholder of the English message in %s', (locale) => {
    const placeholders = (text: string) =>
      new Set([...text.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1]))
    for (const group of groups) {
      const translated = read(locale, group)
      for (const id of read('en', group).keys()) {
        const kept = placeholders(translated.get(id) ?? '')
        for (const name of placeholders(id)) expect(kept.has(name), `${locale}/${group}: ${id}`).toBe(true)
      }
    }
  })
})
