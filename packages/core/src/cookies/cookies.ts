/**
 * docs/product.md#cookies: the site's cookies with their exact attributes. Writing goes through `document.cookie`
 * (or any object with a `cookie` property, for tests and other documents).
 */

export interface CookieJar {
  cookie: string
}

export interface CookieAttributes {
  maxAgeDays?: number
  path?: string
  domain?: string
  sameSite?: 'Lax' | 'Strict' | 'None'
  secure?: boolean
}

const secondsPerDay = 86_400

export function serializeCookie(name: string, value: string, attributes: CookieAttributes = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`]
  if (attributes.maxAgeDays !== undefined) parts.push(`Max-Age=${attributes.maxAgeDays * secondsPerDay}`)
  if (attributes.path) parts.push(`Path=${attributes.path}`)
  if (attributes.domain) parts.push(`Domain=${attributes.domain}`)
  if (attributes.sameSite) parts.push(`SameSite=${attributes.sameSite}`)
  if (attributes.secure) parts.push('Secure')
  return parts.join('; ')
}

export function readCookie(name: string, jar: CookieJar = document): string | undefined {
  for (const part of jar.cookie.split(';')) {
    const separator = part.indexOf('=')
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue
    try {
      return decodeURIComponent(part.slice(separator + 1).trim())
    } catch {
      return part.slice(separator + 1).trim()
    }
  }
  return undefined
}

export const languageCookieName = 'language'
export const viewportCookieName = 'viewport'
export const clientDomainCookieName = 'clientDomain'

/** Language: 365 days, path /, same-site lax. */
export const languageCookieAttributes: CookieAttributes = { maxAgeDays: 365, path: '/', sameSite: 'Lax' }

/** Viewport breakpoint: 365 days, same-site strict, secure. */
export const viewportCookieAttributes: CookieAttributes = {
  maxAgeDays: 365,
  path: '/',
  sameSite: 'Strict',
  secure: true,
}

/** clientDomain: path /, Secure, SameSite=Lax (a session cookie). */
export const clientDomainCookieAttributes: CookieAttributes = { path: '/', sameSite: 'Lax', secure: true }

/** The last two labels of a host name: `www.lucky.example.com` -> `example.com`. */
export function clientDomainOf(hostname: string): string {
  return hostname.split('.').filter(Boolean).slice(-2).join('.')
}

export function writeLanguageCookie(code: string, jar: CookieJar = document): void {
  jar.cookie = serializeCookie(languageCookieName, code, languageCookieAttributes)
}

export function writeViewportCookie(breakpoint: string, jar: CookieJar = document): void {
  jar.cookie = serializeCookie(viewportCookieName, breakpoint, viewportCookieAttributes)
}

export function writeClientDomainCookie(hostname: string, jar: CookieJar = document): void {
  jar.cookie = serializeCookie(clientDomainCookieName, clientDomainOf(hostname), clientDomainCookieAttributes)
}
