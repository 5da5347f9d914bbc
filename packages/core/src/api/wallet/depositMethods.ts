import { depositMethodsRequestSchema, depositMethodsResponseSchema } from '@lobbykit/contract/calls/wallet'
import { defineCall } from '../call'

/** POST /api/wallet/deposit_methods: the tenant's deposit methods with their limits, fee and time (docs/product.md#cashier). Unreachable server: -503 serviceUnavailable. */
export const depositMethods = defineCall({
  path: 'wallet/deposit_methods',
  request: depositMethodsRequestSchema,
  response: depositMethodsResponseSchema,
  offlineFailure: 'serviceUnavailable',
})
