import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The signature of a provider's wallet callback (docs/product.md#provider-adapter): the hex HMAC-SHA256 of
 * the raw body with the provider's secret, in the header `providerSignatureHeader`.
 */
export function signCallback(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')
}

/** Whether `signature` signs `rawBody` with `secret`, compared in constant time. An empty secret signs nothing. */
export function signatureMatches(secret: string, rawBody: string, signature: string | undefined): boolean {
  if (!secret || !signature || !/^[0-9a-f]{64}$/i.test(signature)) return false
  const expected = Buffer.from(signCallback(secret, rawBody), 'hex')
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'))
}
