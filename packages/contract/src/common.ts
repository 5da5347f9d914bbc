import * as z from 'zod/mini'

/** Limits every free-text field so a hostile body cannot make the server allocate without bound. */
export const shortText = (max = 200) => z.string().check(z.maxLength(max))
export const requiredText = (max = 200) => z.string().check(z.minLength(1), z.maxLength(max))

/** A host name as the browser sends it in `domain_name`. */
export const domainNameSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(253), z.regex(/^[a-z0-9.-]+$/i, 'domain_name must be a host name'))

/** Fields of every answer: statusCode 1 is success (spec section 8). */
export const envelopeShape = {
  statusCode: z.number(),
  message: z.string(),
}

export const errorResponseSchema = z.object(envelopeShape)
export type ErrorResponse = z.infer<typeof errorResponseSchema>
