export const defaultUrlMessage = 'Invalid URL'

/** An http(s) address with a host (docs/product.md#dialog-inputs); the message to show otherwise. */
export function urlError(value: string, message: string = defaultUrlMessage): string | undefined {
  try {
    const url = new URL(value.trim())
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname) return undefined
  } catch {
    // not a URL at all
  }
  return message
}
