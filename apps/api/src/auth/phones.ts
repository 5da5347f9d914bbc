/** Phones compare by their digits: `+639171234567` and `639171234567` are the same number. */
export function samePhone(stored: string, given: string): boolean {
  const digits = (phone: string) => phone.replace(/\D/g, '')
  return digits(stored) !== '' && digits(stored) === digits(given)
}
