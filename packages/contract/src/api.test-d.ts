import { describe, expectTypeOf, it } from 'vitest'
import type { ApiCallName, RequestOf, ResponseOf } from './api'
import type { LoginRequest, LoginResponse, Top10WinnerWithdrawalResponse } from './index'

describe('contract types', () => {
  it('names every call', () => {
    expectTypeOf<'startup'>().toExtend<ApiCallName>()
    expectTypeOf<'top10WinnerWithdrawal'>().toExtend<ApiCallName>()
    expectTypeOf<'nope'>().not.toExtend<ApiCallName>()
  })

  it('infers request and answer types from the schemas', () => {
    expectTypeOf<RequestOf<'login'>>().toEqualTypeOf<LoginRequest>()
    expectTypeOf<ResponseOf<'login'>>().toEqualTypeOf<LoginResponse>()
    expectTypeOf<LoginRequest>().toHaveProperty('external_id').toEqualTypeOf<string>()
    expectTypeOf<ResponseOf<'getBalance'>['game_balance']>().toEqualTypeOf<number>()
    expectTypeOf<Top10WinnerWithdrawalResponse>().toHaveProperty('withrawal')
    expectTypeOf<RequestOf<'getBalance'>['domain_name']>().toEqualTypeOf<string | undefined>()
  })
})
