import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { i18n } from '@lingui/core'
import { findLanguage, messageGroups } from '@lobbykit/core/i18n/languages'
import { languageAtom, messagesAtom } from '@lobbykit/core/stores/language'
import { createStore } from 'jotai/vanilla'
import { describe, expect, it, vi } from 'vitest'
import { activateLanguage, loadMessageGroup, localeFor, pageCatalogues } from './activate'
import { extraCatalogues } from './extraCatalogues'

const catalogue = (locale: string, group: string) =>
  Promise.resolve(
    group === 'errors' ? { errorTitle: `${locale} error title` } : { [`${group}-id`]: `${locale} ${group}` },
  )

function setup() {
  const store = createStore()
  const root = { lang: '' }
  const jar = { cookie: '' }
  const log = vi.fn()
  return { store, root, jar, log }
}

describe('activateLanguage', () => {
  it('loads the five groups of the language, activates it and updates the store, <html lang> and cookie', async () => {
    const { store, root, jar, log } = setup()
    const load = vi.fn(catalogue)
    await activateLanguage('VI', { store, load, log, root, jar })
    expect(load.mock.calls.map(([locale, group]) => `${locale}/${group}`).sort()).toEqual([
      'vi/errors',
      'vi/messages',
      'vi/misc',
      'vi/ui',
      'vi/validation',
    ])
    expect(i18n.locale).toBe('vi')
    expect(store.get(languageAtom)).toBe('VI')
    expect(store.get(messagesAtom).errorTitle).toBe('vi error title')
    expect(root.lang).toBe('vi')
    expect(jar.cookie).toMatch(/^language=VI/)
    expect(log).not.toHaveBeenCalled()
  })

  it('shows English for MMK, MNT and IDR, which have no files, with their own html lang', async () => {
    expect(localeFor(findLanguage('MMK')!)).toBe('en')
    const { store, root, jar, log } = setup()
    await activateLanguage('MNT', { store, load: catalogue, log, root, jar })
    expect(i18n.locale).toBe('en')
    expect(store.get(languageAtom)).toBe('MNT')
    expect(root.lang).toBe('mn')
  })

  it("logs 'Could not find messages for locale code' and uses English for an unknown code", async () => {
    const { store, root, jar, log } = setup()
    await activateLanguage('XX', { store, load: catalogue, log, root, jar })
    expect(log).toHaveBeenCalledWith('Could not find messages for locale code', 'XX')
    expect(store.get(languageAtom)).toBe('EN')
  })

  it("logs 'Failed locale loading' and falls back to English when a file fails", async () => {
    const { store, root, jar, log } = setup()
    const load = (locale: string, group: string) =>
      locale === 'ne' ? Promise.reject(new Error('offline')) : catalogue(locale, group)
    await activateLanguage('NE', { store, load, log, root, jar })
    expect(log).toHaveBeenCalledWith('Failed locale loading', expect.any(Error))
    expect(i18n.locale).toBe('en')
  })

  it('loads a page group for the active language once, and again for each language switched to', async () => {
    const { store, root, jar, log } = setup()
    const load = vi.fn(catalogue)
    await activateLanguage('CN', { store, load, log, root, jar })
    await loadMessageGroup('player', load)
    await loadMessageGroup('player', load)
    expect(load.mock.calls.filter(([, group]) => group === 'player')).toEqual([['cn', 'player']])
    expect(i18n._('player-id')).toBe('cn player')
    await activateLanguage('RUS', { store, load, log, root, jar })
    expect(load).toHaveBeenCalledWith('rus', 'player')
    expect(i18n._('player-id')).toBe('rus player')
  })
})

describe('the catalogue tables', () => {
  it('name every catalogue file once: the five groups every page needs in one, the groups pages add apart', () => {
    const groupOf = (path: string) => path.replace(/^.*\/|\.po$/g, '')
    const dir = join(process.cwd(), 'src/locales')
    const locales = readdirSync(dir)
    const onDisk = locales.flatMap((locale) =>
      readdirSync(join(dir, locale)).map((file) => `../locales/${locale}/${file}`),
    )
    const named = [...Object.keys(pageCatalogues), ...Object.keys(extraCatalogues)]
    expect(named.sort()).toEqual(onDisk.sort())
    expect(new Set(Object.keys(pageCatalogues).map(groupOf))).toEqual(new Set(messageGroups))
    expect(Object.keys(pageCatalogues)).toHaveLength(locales.length * messageGroups.length)
  })
})
