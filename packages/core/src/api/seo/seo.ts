import { seoRequestSchema, seoResponseSchema } from '@lobbykit/contract/calls/seo'
import { defineCall } from '../call'

/** POST /api/seo: the SEO record of a page. Unreachable server: -503 serviceUnavailable. */
export const seo = defineCall({
  path: 'seo',
  request: seoRequestSchema,
  response: seoResponseSchema,
  offlineFailure: 'serviceUnavailable',
  shareInFlight: true,
})
