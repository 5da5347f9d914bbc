/**
 * The provably fair dice roll (docs/product.md#originals), computed in the browser with Web Crypto so a
 * player can check any past round without trusting us: HMAC-SHA256 keyed by the server seed (its UTF-8
 * text) over `${clientSeed}:${nonce}`; the first 4 bytes, read as a big-endian uint32, scaled to 0..9999
 * (shown as 0.00 to 99.99). The server's seed hash is the SHA-256 of the seed's UTF-8 text, in hex.
 */

const encoder = new TextEncoder()

function hex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The roll in hundredths, 0..9999. */
export async function diceRoll(serverSeed: string, clientSeed: string, nonce: number): Promise<number> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(`${clientSeed}:${nonce}`))
  const first = new DataView(mac).getUint32(0, false)
  return Math.floor((first / 2 ** 32) * 10_000)
}

/** Hex SHA-256 of the server seed: what the game showed before the seed's first bet. */
export async function seedHash(serverSeed: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', encoder.encode(serverSeed)))
}

/** A roll in hundredths as the game shows it: 4213 is "42.13". */
export function rollText(roll: number): string {
  return (roll / 100).toFixed(2)
}
