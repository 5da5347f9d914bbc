import { describe, expect, it } from 'vitest'
import {
  clientDomainOf,
  readCookie,
  writeClientDomainCookie,
  writeLanguageCookie,
  writeViewportCookie,
} from './cookies'

/** Records what was assigned to document.cookie, attribute by attribute. */
function recordingJar() {
  const writes: string[] = []
  return {
    writes,
    get cookie() {
      return ''
    },
    set cookie(value: string) {
      writes.push(value)
    },
  }
}

const attributesOf = (written: string | undefined) => new Set(written?.split('; ').slice(1))

describe('cookies', () => {
  it('writes the language cookie for 365 days, path /, SameSite=Lax, not Secure', () => {
    const jar = recordingJar()
    writeLanguageCookie('VI', jar)
    expect(jar.writes[0]?.split('; ')[0]).toBe('language=VI')
    expect(attributesOf(jar.writes[0])).toEqual(new Set(['Max-Age=31536000', 'Path=/', 'SameSite=Lax']))
  })

  it('writes the viewport cookie for 365 days, SameSite=Strict and Secure', () => {
    const jar = recordingJar()
    writeViewportCookie('desktop', jar)
    expect(jar.writes[0]?.split('; ')[0]).toBe('viewport=desktop')
    const attributes = attributesOf(jar.writes[0])
    expect(attributes).toContain('Max-Age=31536000')
    expect(attributes).toContain('SameSite=Strict')
    expect(attributes).toContain('Secure')
  })

  it('writes clientDomain with the last two host labels, path /, Secure, SameSite=Lax', () => {
    const jar = recordingJar()
    writeClientDomainCookie('www.lucky.example.com', jar)
    expect(jar.writes[0]).toBe('clientDomain=example.com; Path=/; SameSite=Lax; Secure')
    expect(clientDomainOf('localhost')).toBe('localhost')
    expect(clientDomainOf('slot2.localhost')).toBe('slot2.localhost')
  })

  it('reads a cookie by exact name and decodes it', () => {
    const jar = { cookie: 'xlanguage=EN; language=PHP; _fbp=fb.1.123%2Bx' }
    expect(readCookie('language', jar)).toBe('PHP')
    expect(readCookie('_fbp', jar)).toBe('fb.1.123+x')
    expect(readCookie('missing', jar)).toBeUndefined()
    expect(readCookie('bad', { cookie: 'bad=%E0%A4%A' })).toBe('%E0%A4%A')
  })

  it('round-trips through the real document.cookie', () => {
    writeLanguageCookie('CN')
    expect(readCookie('language')).toBe('CN')
  })
})
