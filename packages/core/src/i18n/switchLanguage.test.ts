import { createStore } from 'jotai/vanilla'
import { describe, expect, it, vi } from 'vitest'
import { languageAtom, translateAtom } from '../stores/language'
import type { MessageGroup } from './languages'
import { createLanguageSwitcher, preferredLanguage } from './switchLanguage'

const files: Record<string, Partial<Record<MessageGroup, Record<string, string>>>> = {
  EN: { ui: { login: 'Log in', deposit: 'Deposit' }, errors: { errorTitle: 'Error' } },
  PHP: { ui: { login: 'Mag-login' } },
}

function setup(load = vi.fn(async (code: string, group: MessageGroup) => files[code]?.[group] ?? {})) {
  const store = createStore()
  const log = vi.fn()
  const root = { lang: 'en' }
  const writes: string[] = []
  const jar = {
    get cookie() {
      return ''
    },
    set cookie(value: string) {
      writes.push(value)
    },
  }
  const switchLanguage = createLanguageSwitcher({ store, load, log, jar, root })
  return { store, load, log, root, writes, switchLanguage }
}

describe('language switching', () => {
  it('shows the language texts over English, and updates the cookie and <html lang>', async () => {
    const { store, switchLanguage, root, writes } = setup()
    await switchLanguage('php')
    const t = store.get(translateAtom)
    expect(store.get(languageAtom)).toBe('PHP')
    expect(t('login')).toBe('Mag-login')
    expect(t('deposit')).toBe('Deposit')
    expect(root.lang).toBe('fil')
    expect(writes[0]).toMatch(/^language=PHP; /)
  })

  it('loads each language once, all five files', async () => {
    const { switchLanguage, load } = setup()
    await switchLanguage('PHP')
    await switchLanguage('EN')
    await switchLanguage('PHP')
    expect(load).toHaveBeenCalledTimes(10)
    expect(load.mock.calls.filter(([code]) => code === 'PHP').map(([, group]) => group)).toEqual([
      'ui',
      'validation',
      'errors',
      'messages',
      'misc',
    ])
  })

  it('shows English for a listed language without files, with its own code', async () => {
    const { store, switchLanguage, root } = setup()
    await switchLanguage('IDR')
    expect(store.get(languageAtom)).toBe('IDR')
    expect(store.get(translateAtom)('login')).toBe('Log in')
    expect(root.lang).toBe('id')
  })

  it('logs an unknown code and falls back to English', async () => {
    const { store, switchLanguage, log } = setup()
    await switchLanguage('XX')
    expect(log).toHaveBeenCalledWith('Could not find messages for locale code', 'XX')
    expect(store.get(languageAtom)).toBe('EN')
  })

  it('logs a failed load, keeps English texts, and tries again next time', async () => {
    let fail = true
    const { store, switchLanguage, log } = setup(
      vi.fn(async (code: string, group: MessageGroup) => {
        if (code === 'PHP' && fail) throw new Error('offline')
        return files[code]?.[group] ?? {}
      }),
    )
    await switchLanguage('PHP')
    expect(log).toHaveBeenCalledWith('Failed locale loading', expect.any(Error))
    expect(store.get(translateAtom)('login')).toBe('Log in')
    fail = false
    await switchLanguage('PHP')
    expect(store.get(translateAtom)('login')).toBe('Mag-login')
  })
})

describe('preferred language', () => {
  it("takes the player's cookie, else the tenant default, else English", () => {
    expect(preferredLanguage('VI', { cookie: 'language=PHP' })).toBe('PHP')
    expect(preferredLanguage('vi', { cookie: 'language=KLINGON' })).toBe('VI')
    expect(preferredLanguage(undefined, { cookie: '' })).toBe('EN')
    expect(preferredLanguage('XX', { cookie: '' })).toBe('EN')
  })
})
