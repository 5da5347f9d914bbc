/** Spec section 5: dialog inputs. Each check returns the message to show, or undefined when the value is fine. */

export const defaultEmailMessage = 'Invalid email address'
export const defaultUrlMessage = 'Invalid URL'

// The usual e-mail pattern: something@domain.tld, no spaces, one @, a dot in the domain part.
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

export function emailError(value: string, message: string = defaultEmailMessage): string | undefined {
  return emailPattern.test(value.trim()) ? undefined : message
}

export function urlError(value: string, message: string = defaultUrlMessage): string | undefined {
  try {
    const url = new URL(value.trim())
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname) return undefined
  } catch {
    // not a URL at all
  }
  return message
}
