import { describe, expect, it } from 'vitest'
import {
  accountIdSchema,
  emailSchema,
  fullNameSchema,
  newAccountIdSchema,
  newPasswordSchema,
  passwordSchema,
  phoneSchema,
  tacSchema,
} from './common'
import { type FieldRuleName, fieldCases } from './fixtures/fieldCases'

const schemas = {
  accountId: accountIdSchema,
  newAccountId: newAccountIdSchema,
  password: passwordSchema,
  newPassword: newPasswordSchema,
  phone: phoneSchema,
  email: emailSchema,
  tac: tacSchema,
  fullName: fullNameSchema,
} satisfies Record<FieldRuleName, unknown>

describe('sign-in and sign-up field rules', () => {
  it.each(fieldCases)('$rule: $value → valid $valid', ({ rule, value, valid }) => {
    expect(schemas[rule].safeParse(value).success).toBe(valid)
  })

  it('refuses an e-mail address whose top-level domain has one letter (a@b.c)', () => {
    expect(emailSchema.safeParse('a@b.c').success).toBe(false)
    expect(emailSchema.safeParse('a@b.co').success).toBe(true)
  })
})
