import { describe, expect, it } from 'vitest'
import { endsSession, isIgnoredResult, statusCodes, syntheticFailure } from './status'

describe('status catalogue', () => {
  it('has the codes of docs/product.md#error-catalogue', () => {
    expect(statusCodes).toEqual({
      success: 1,
      disconnect: 0,
      internalServerError: -500,
      serviceUnavailable: -503,
    })
  })

  it('builds the synthetic failures the browser substitutes', () => {
    expect(syntheticFailure('serviceUnavailable')).toEqual({
      statusCode: -503,
      message: '',
      statusMessage: 'serviceUnavailable',
    })
    expect(syntheticFailure('disconnect').statusCode).toBe(0)
    expect(syntheticFailure('internalServerError', 'boom')).toMatchObject({
      statusCode: -500,
      message: 'boom',
    })
  })

  it('ends the session on exactly the five messages', () => {
    for (const message of ['sessionExpired', 'Session Expired', 'BLOCK', 'CLOSE', 'permissionDenied']) {
      expect(endsSession(message)).toBe(true)
    }
    expect(endsSession('block')).toBe(false)
    expect(endsSession('invalidCredentials')).toBe(false)
  })

  it('ignores success, OK in any case and an empty code', () => {
    expect(isIgnoredResult({ statusCode: 1, message: 'whatever' })).toBe(true)
    expect(isIgnoredResult({ statusCode: 0, message: 'ok' })).toBe(true)
    expect(isIgnoredResult({ message: 'invalidCredentials' })).toBe(true)
    expect(isIgnoredResult({ statusCode: 0, message: 'invalidCredentials' })).toBe(false)
  })
})
