import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** A session token: 256 random bits, base64url. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What the database keeps of a token: its SHA-256, so a leaked table opens no session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** A 6-digit one-time code. */
export function newOneTimeCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0')
}

/** `salt$sha256(salt:code)`: the code is never stored as it is. */
export function hashOneTimeCode(code: string, salt = randomBytes(12).toString('base64url')): string {
  return `${salt}$${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`
}

export function oneTimeCodeMatches(code: string, stored: string): boolean {
  const [salt] = stored.split('$')
  return salt !== undefined && hashOneTimeCode(code, salt) === stored
}

/** Whether a secret a request sent equals the expected one, compared in constant time; no secret never matches. */
export function sameSecret(sent: string | undefined, expected: string): boolean {
  if (!sent) return false
  const a = Buffer.from(sent)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
