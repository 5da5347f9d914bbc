import { describe, expect, it } from 'vitest'
import { isCommonPassword } from './commonPasswords'
import { hashPassword, needsRehash, usePasswordCost, verifyPassword } from './passwords'
import { signInDelayMs } from './signInGuard'

describe('password hashes', () => {
  it('verify the right password only, and ask for a rehash when made cheaper than today', async () => {
    usePasswordCost({ N: 2 ** 10, r: 8, p: 1 })
    const cheap = await hashPassword('secret123')
    expect(await verifyPassword('secret123', cheap)).toBe(true)
    expect(await verifyPassword('secret124', cheap)).toBe(false)
    expect(await verifyPassword('secret123', undefined)).toBe(false)
    expect(await verifyPassword('secret123', 'scrypt$0$8$1$x$y')).toBe(false)
    expect(needsRehash(cheap)).toBe(false)
    usePasswordCost({ N: 2 ** 11, r: 8, p: 1 })
    expect(needsRehash(cheap)).toBe(true)
    expect(await verifyPassword('secret123', cheap)).toBe(true)
    expect(needsRehash(await hashPassword('secret123'))).toBe(false)
    usePasswordCost({ N: 2 ** 10, r: 8, p: 1 })
  })

  it('treat a password as the same after Unicode normalisation', async () => {
    const hash = await hashPassword('ｓｅｃｒｅｔ123')
    expect(await verifyPassword('secret123', hash)).toBe(true)
  })
})

describe('common passwords', () => {
  it('knows the most common ones in any case, and not an uncommon one', () => {
    for (const common of ['123456', 'password', 'password1', 'PASSWORD1', 'qwerty123', 'iloveyou'])
      expect(isCommonPassword(common), common).toBe(true)
    for (const rare of ['secret123', 'harbour2026', 'reef-lantern-42'])
      expect(isCommonPassword(rare), rare).toBe(false)
  })
})

describe('sign-in delay', () => {
  it('is free for five failures, then doubles from 1 s up to 8 s', () => {
    expect([0, 5, 6, 7, 8, 9, 10, 50].map((failures) => signInDelayMs(failures, 5))).toEqual([
      0, 0, 1_000, 2_000, 4_000, 8_000, 8_000, 8_000,
    ])
  })
})
