import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'
import { availableParallelism } from 'node:os'

const keyLength = 32

export interface ScryptCost {
  N: number
  r: number
  p: number
}

/** docs/architecture.md#passwords: OWASP's scrypt cost (2^17, r 8, p 1): 128 MiB and about 0.4 s per hash here. */
export const productionCost: ScryptCost = { N: 2 ** 17, r: 8, p: 1 }

let cost = productionCost

/**
 * The cost new hashes get. Only tests lower it, so that hundreds of sign-ups take seconds; a hash keeps the cost
 * it was made with, and a sign-in rehashes one made cheaper than this.
 */
export function usePasswordCost(next: ScryptCost) {
  cost = next
  decoy = undefined
}

/** scrypt's memory is 128·N·r bytes: room for the largest cost we accept, with a margin. */
const maxmem = 256 * 1024 * 1024

/**
 * At most one derivation per core runs at once: each holds 128 MiB, so a burst of sign-ins waits its turn instead
 * of taking the machine's memory.
 */
const slots = Math.max(1, availableParallelism())
let running = 0
const waiting: (() => void)[] = []

async function derive(password: string, salt: Buffer, options: ScryptCost): Promise<Buffer> {
  if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve))
  running += 1
  try {
    return await new Promise((resolve, reject) => {
      scrypt(
        password.normalize('NFKC'),
        salt,
        keyLength,
        { ...options, maxmem } satisfies ScryptOptions,
        (error, key) => (error ? reject(error) : resolve(key)),
      )
    })
  } finally {
    running -= 1
    waiting.shift()?.()
  }
}

/** `scrypt$N$r$p$salt$hash` (base64url), a fresh 16-byte salt per password. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, cost)
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/** Marks an account that cannot sign in with a password. */
export const noPassword = '!'

interface StoredHash {
  cost: ScryptCost
  salt: Buffer
  hash: Buffer
}

function parseHash(stored: string | undefined): StoredHash | undefined {
  const parts = (stored ?? '').split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string]
  const parsed = { N: Number(n), r: Number(r), p: Number(p) }
  if (!Object.values(parsed).every((value) => Number.isSafeInteger(value) && value > 0)) return undefined
  return { cost: parsed, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') }
}

let decoy: Promise<string> | undefined

/**
 * Checks a password against a stored hash. Without a hash (unknown account, no password) it still spends the time
 * of one derivation at today's cost, so a wrong password and an unknown account take as long as each other.
 */
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const parsed = parseHash(stored)
  if (!parsed) {
    decoy ??= hashPassword('decoy password')
    await verifyPassword(password, await decoy)
    return false
  }
  const key = await derive(password, parsed.salt, parsed.cost)
  return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash)
}

/** Whether a stored hash was made cheaper than today's cost: a successful sign-in then replaces it. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored)
  if (!parsed) return false
  return parsed.cost.N < cost.N || parsed.cost.r < cost.r || parsed.cost.p < cost.p
}
