/**
 * docs/product.md#key-filters: key filters for text inputs. They decide whether a key press may insert its
 * character; editing and navigation keys (Backspace, arrows, Tab, shortcuts) always pass, so a player
 * can still correct what they typed.
 */

export interface KeyPress {
  key: string
  ctrlKey?: boolean
  metaKey?: boolean
  altKey?: boolean
}

const lettersOnlyPattern = /^[A-Za-z ]*$/
const digitsOnlyPattern = /^[0-9]*$/

/** Whether a key inserts a character: named keys (Backspace, ArrowLeft, ...) and shortcuts do not. */
function insertsCharacter(press: KeyPress): boolean {
  return press.key.length === 1 && !press.ctrlKey && !press.metaKey && !press.altKey
}

/** Letters-only filter: A-Z, a-z and space. */
export function allowsLetterKey(press: KeyPress): boolean {
  return !insertsCharacter(press) || lettersOnlyPattern.test(press.key)
}

/** Digits-only filter: 0-9. */
export function allowsDigitKey(press: KeyPress): boolean {
  return !insertsCharacter(press) || digitsOnlyPattern.test(press.key)
}

/** Whether a whole text is letters and spaces only (also used to decide if a message is a translation key). */
export function isLettersOnly(text: string): boolean {
  return lettersOnlyPattern.test(text)
}

export function isDigitsOnly(text: string): boolean {
  return digitsOnlyPattern.test(text)
}

/** For pasted text: drops every character the letters-only filter would have refused. */
export function keepLetters(text: string): string {
  return text.replace(/[^A-Za-z ]/g, '')
}

/** For pasted text: drops every character the digits-only filter would have refused. */
export function keepDigits(text: string): string {
  return text.replace(/[^0-9]/g, '')
}
