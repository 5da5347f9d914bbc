import { siteInfoDetailRequestSchema, siteInfoDetailResponseSchema } from '@lobbykit/contract/calls/settings'
import { defineCall } from '../call'

/** POST /api/settings/siteinfodetail: the CMS pages (store them only after `sanitizeCms`). Unreachable server: -503 serviceUnavailable. */
export const siteInfoDetail = defineCall({
  path: 'settings/siteinfodetail',
  request: siteInfoDetailRequestSchema,
  response: siteInfoDetailResponseSchema,
  offlineFailure: 'serviceUnavailable',
  shareInFlight: true,
})
