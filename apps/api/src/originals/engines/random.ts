import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto'

/**
 * The randomness an engine draws from (docs/product.md#originals). Rounds use `cryptoRandom` (the operating
 * system's generator); the RTP simulator and tests use `seededRandom`, so a run can be repeated exactly.
 */
export interface Random {
  /** A number in [0, 1) with 53 random bits. */
  next(): number
  /** An integer in 0..n-1, every value equally likely (n from 1 to 2^48). */
  int(n: number): number
}

const twoTo32 = 0x1_0000_0000
const twoTo21 = 0x20_0000

function checkRange(n: number): void {
  if (!Number.isSafeInteger(n) || n < 1 || n > 2 ** 48)
    throw new RangeError(`int(n) needs 1 <= n <= 2^48, got ${n}`)
}

/** Draws an unbiased integer below n from 32-bit words (rejection sampling). */
function intFromWords(n: number, word: () => number): number {
  if (n <= twoTo32) {
    const limit = twoTo32 - (twoTo32 % n)
    for (;;) {
      const value = word()
      if (value < limit) return value % n
    }
  }
  // Up to 2^48: 48 bits from one and a half words, then the same rejection.
  const span = 2 ** 48
  const limit = span - (span % n)
  for (;;) {
    const value = (word() >>> 16) * twoTo32 + word()
    if (value < limit) return value % n
  }
}

/** The server's generator: node:crypto bytes, read 4 KiB at a time. */
export function cryptoRandom(): Random {
  let pool = randomBytes(4096)
  let offset = 0
  const word = () => {
    if (offset + 4 > pool.length) {
      pool = randomBytes(4096)
      offset = 0
    }
    const value = pool.readUInt32BE(offset)
    offset += 4
    return value
  }
  return {
    next: () => ((word() >>> 11) * twoTo32 + word()) / (twoTo21 * twoTo32),
    int: (n) => {
      checkRange(n)
      return n > 2 ** 32 ? randomInt(n) : intFromWords(n, word)
    },
  }
}

/** sfc32 (Chris Doty-Humphrey's small fast counting generator) on four 32-bit words of state. */
function sfc32(a: number, b: number, c: number, d: number): () => number {
  return () => {
    a >>>= 0
    b >>>= 0
    c >>>= 0
    d >>>= 0
    const t = (((a + b) | 0) + d) | 0
    d = (d + 1) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) | 0
    return t >>> 0
  }
}

function randomOfWords(words: Buffer): Random {
  const word = sfc32(
    words.readUInt32BE(0),
    words.readUInt32BE(4),
    words.readUInt32BE(8),
    words.readUInt32BE(12),
  )
  for (let i = 0; i < 12; i++) word()
  return {
    next: () => ((word() >>> 11) * twoTo32 + word()) / (twoTo21 * twoTo32),
    int: (n) => {
      checkRange(n)
      return intFromWords(n, word)
    },
  }
}

/** A fast deterministic generator: the same seed gives the same sequence on every machine. */
export function seededRandom(seed: number | string): Random {
  return randomOfWords(createHash('sha256').update(String(seed)).digest())
}

/** A deterministic generator keyed by a secret: HMAC-SHA256(secret, message) seeds sfc32. */
export function hmacRandom(secret: string, message: string): Random {
  return randomOfWords(createHmac('sha256', secret).update(message).digest())
}
