import * as z from 'zod/mini'

/** PostgreSQL text cannot hold NUL: refuse it at the door rather than fail in the database. */
const withoutNul = () =>
  z.refine<string>((text) => !text.includes('\u0000'), 'must not contain NUL characters')

/** Limits every free-text field so a hostile body cannot make the server allocate without bound. */
export const shortText = (max = 200) => z.string().check(z.maxLength(max), withoutNul())
export const requiredText = (max = 200) => z.string().check(z.minLength(1), z.maxLength(max), withoutNul())

/** A database id (PostgreSQL integer). */
export const rowIdSchema = z.int().check(z.gte(1), z.lte(2_147_483_647))

/** A host name as the browser sends it in `domain_name`. */
export const domainNameSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(253), z.regex(/^[a-z0-9.-]+$/i, 'domain_name must be a host name'))

/** The tenant's `site.external_id` from start-up, sent back with every call that names a domain. */
export const externalIdSchema = requiredText(64)

/** An account id as typed at sign-in; the stricter rule for new accounts is `newAccountIdSchema`. */
export const accountIdSchema = requiredText(50)

/** Our rule for new account ids (docs/product.md#player-fields): 4 to 20 letters, digits or underscores. */
export const newAccountIdSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_]{4,20}$/, 'account_id must be 4 to 20 letters, digits or underscores'))

/** A password as typed at sign-in. */
export const passwordSchema = requiredText(128)

/** A new password: 8 to 64 characters with at least one letter and one digit. */
export const newPasswordSchema = z
  .string()
  .check(
    z.minLength(8, 'password must have at least 8 characters'),
    z.maxLength(64, 'password must have at most 64 characters'),
    z.regex(/[A-Za-z]/, 'password must contain a letter'),
    z.regex(/[0-9]/, 'password must contain a digit'),
  )

/** The session token the browser holds (the `auth` field). */
export const authTokenSchema = requiredText(128)

/** A one-time code: 6 digits. */
export const tacSchema = z.string().check(z.regex(/^[0-9]{6}$/, 'tac must be 6 digits'))

export const phoneSchema = z
  .string()
  .check(z.regex(/^\+?[0-9]{7,15}$/, 'contact_phone must be 7 to 15 digits, optionally after a +'))

/**
 * docs/product.md#dialog-inputs: "the usual e-mail pattern", default message 'Invalid email address'. zod's pattern: a
 * local part without leading, trailing or doubled dots, `@`, dot-separated labels and a top-level domain of
 * at least two letters, so `a@b.c` and `player@localhost` are refused. The browser checks with this same
 * schema (`@lobbykit/core/validate/fields`), after trimming what the player typed.
 */
export const emailSchema = z.email('Invalid email address').check(z.maxLength(254))

/** The letters-only filter of docs/product.md#key-filters (A-Z, a-z and space) for names. */
export const fullNameSchema = z
  .string()
  .check(z.regex(/^[A-Za-z ]{1,100}$/, 'full_name must be 1 to 100 letters or spaces'))

/** Money and token amounts: integer minor units, never floats. */
export const minorUnitsSchema = z.int()

/** Multipliers (odds, payouts, cash-out points) are integers in hundredths: 250 is x2.50. */
export const multiplierSchema = z.int().check(z.gte(0))

/** An ISO 8601 timestamp as the API writes it. */
export const timestampSchema = z.string()

/**
 * The fields of every call a signed-in player makes. `domain_name` is optional (docs/product.md#api-calls does not
 * list it) but the browser should always send it: a session of one tenant is refused on another.
 */
export const authenticatedShape = {
  account_id: accountIdSchema,
  auth: authTokenSchema,
  domain_name: z.optional(domainNameSchema),
}

/** The fields of every call a visitor makes on a tenant's site. */
export const siteShape = {
  domain_name: domainNameSchema,
  external_id: externalIdSchema,
}

/**
 * Fields of every answer: statusCode 1 is success (docs/product.md#error-catalogue). `statusMessage` is set only on the
 * browser's synthetic failures (network down, server unreachable).
 */
export const envelopeShape = {
  statusCode: z.number(),
  message: z.string(),
  statusMessage: z.optional(z.string()),
}

/** Every failed call answers this shape, whatever its success answer looks like. */
export const errorResponseSchema = z.object(envelopeShape)
export type ErrorResponse = z.infer<typeof errorResponseSchema>

/** Calls whose success answer carries nothing beyond the envelope. */
export const emptyResponseSchema = z.object(envelopeShape)
export type EmptyResponse = z.infer<typeof emptyResponseSchema>
