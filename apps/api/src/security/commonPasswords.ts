import { createRequire } from 'node:module'

/** How many of the most common passwords are refused (docs/architecture.md#passwords). */
export const commonPasswordCount = 10_000

let common: Set<string> | undefined

/**
 * The most common passwords, most common first: zxcvbn's list (MIT), gathered from leaked password sets. Read on
 * the first check, not at start.
 */
function commonPasswords(): Set<string> {
  if (!common) {
    const list: string[] = createRequire(import.meta.url)('@zxcvbn-ts/language-common/src/passwords.json')
    common = new Set(list.slice(0, commonPasswordCount).map((password) => password.toLowerCase()))
  }
  return common
}

/** Whether a password is one of the 10,000 most common, in any case (`Password1` is `password1`). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.normalize('NFKC').toLowerCase())
}
