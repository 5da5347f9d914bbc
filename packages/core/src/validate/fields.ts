/**
 * docs/product.md#dialog-inputs: dialog inputs. The field rules are the contract's schemas (`@lobbykit/contract/common`),
 * the very ones the API validates request bodies with, so a value the browser accepts is one the API
 * accepts. Nothing here restates a rule. Each `...Error` check returns the message to show, or undefined
 * when the value is fine.
 */
import {
  accountIdSchema,
  emailSchema,
  fullNameSchema,
  newAccountIdSchema,
  newPasswordSchema,
  passwordSchema,
  phoneSchema,
  tacSchema,
} from '@lobbykit/contract/common'

export const defaultEmailMessage = 'Invalid email address'
// The address check needs no schema: it lives apart, so a text field does not bring zod to a first visit.
export { defaultUrlMessage, urlError } from './url'

/** The player fields of sign-in and sign-up, by name, each the contract's schema. */
export const fieldRules = {
  accountId: accountIdSchema,
  newAccountId: newAccountIdSchema,
  password: passwordSchema,
  newPassword: newPasswordSchema,
  phone: phoneSchema,
  email: emailSchema,
  tac: tacSchema,
  fullName: fullNameSchema,
} as const

export type FieldRule = keyof typeof fieldRules

/** Whether a value passes the contract's rule for the field, exactly as the API will judge it. */
export function passesRule(rule: FieldRule, value: string): boolean {
  return fieldRules[rule].safeParse(value).success
}

/**
 * The contract's e-mail rule (so `a@b.c` is refused, as the API refuses it). Surrounding spaces are
 * ignored: the forms send the trimmed address.
 */
export function emailError(value: string, message: string = defaultEmailMessage): string | undefined {
  return passesRule('email', value.trim()) ? undefined : message
}
