import { describe, expect, it } from 'vitest'
import { loginPathReturningTo, rememberReturnPath, safeReturnPath, takeReturnPath } from './returnPath'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

describe('safeReturnPath', () => {
  it('keeps paths of this site, with their search and hash', () => {
    expect(safeReturnPath('/deposit')).toBe('/deposit')
    expect(safeReturnPath('/vi/withdrawal?tab=bank#form')).toBe('/vi/withdrawal?tab=bank#form')
    expect(safeReturnPath('/playnow?provider=A&game=B')).toBe('/playnow?provider=A&game=B')
  })

  it('refuses anything that leaves the site or loops back to signing in', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/deposit',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'deposit',
      '/deposit\n',
      '/login',
      '/vi/login',
      '/register',
      '/forgot-password',
      `/${'a'.repeat(2001)}`,
      '',
      undefined,
      42,
    ]) {
      expect(safeReturnPath(value), String(value)).toBeUndefined()
    }
  })

  it('keeps encoded characters encoded, on this site', () => {
    expect(safeReturnPath('/%0d%0aSet-Cookie')).toBe('/%0d%0aSet-Cookie')
    expect(safeReturnPath('/a/../deposit')).toBe('/deposit')
  })
})

describe('the way back', () => {
  it('puts the page in the login path, encoded', () => {
    expect(loginPathReturningTo('/login', '/deposit?x=1')).toBe('/login?redirect=%2Fdeposit%3Fx%3D1')
    expect(loginPathReturningTo('/login', '//evil.example')).toBe('/login')
  })

  it('keeps it for a login dialog once, and only when it is safe', () => {
    const storage = memoryStorage()
    rememberReturnPath('/statement', storage)
    expect(takeReturnPath(storage)).toBe('/statement')
    expect(takeReturnPath(storage)).toBeUndefined()
    storage.setItem('returnTo', 'https://evil.example')
    expect(takeReturnPath(storage)).toBeUndefined()
    rememberReturnPath('//evil.example', storage)
    expect(takeReturnPath(storage)).toBeUndefined()
  })
})
