import { createStore } from 'jotai/vanilla'
import { describe, expect, it, vi } from 'vitest'
import { createTranslate } from '../i18n/translate'
import { errorDialogAtom, toastsAtom } from '../stores/feedback'
import { createErrorHandler } from './errorHandler'

function setup(messages: Record<string, string> = {}) {
  const store = createStore()
  const log = vi.fn()
  const endSession = vi.fn()
  const handle = createErrorHandler({ store, log, endSession, t: () => createTranslate(messages) })
  return { store, log, endSession, handle }
}

describe('error handler', () => {
  it('ignores statusCode 1, OK in any case, and an empty code', () => {
    const { store, handle, log, endSession } = setup()
    expect(handle({ statusCode: 1, message: 'anything' })).toBe('ignored')
    expect(handle({ statusCode: 0, message: 'OK' })).toBe('ignored')
    expect(handle({ statusCode: 0, message: 'ok' })).toBe('ignored')
    expect(handle({ statusCode: undefined, message: 'boom' })).toBe('ignored')
    expect(handle({ statusCode: null, message: 'boom' })).toBe('ignored')
    expect(store.get(errorDialogAtom)).toBeNull()
    expect(store.get(toastsAtom)).toEqual([])
    expect(log).not.toHaveBeenCalled()
    expect(endSession).not.toHaveBeenCalled()
  })

  it.each(['sessionExpired', 'Session Expired', 'BLOCK', 'CLOSE', 'permissionDenied'])(
    'starts the session-expired flow for %s and shows no dialog',
    (message) => {
      const { store, handle, endSession } = setup()
      expect(handle({ statusCode: 0, message })).toBe('sessionExpired')
      expect(endSession).toHaveBeenCalledTimes(1)
      expect(store.get(errorDialogAtom)).toBeNull()
    },
  )

  it('only logs serviceUnavailable, from the server or synthetic', () => {
    const { store, handle, log } = setup()
    expect(handle({ statusCode: -503, message: '', statusMessage: 'serviceUnavailable' })).toBe('logged')
    expect(handle({ statusCode: 0, message: 'serviceUnavailable' })).toBe('logged')
    expect(log).toHaveBeenCalledTimes(2)
    expect(log).toHaveBeenCalledWith('serviceUnavailable', expect.objectContaining({ statusCode: -503 }))
    expect(store.get(errorDialogAtom)).toBeNull()
  })

  it('shows a letters-only message translated in the error dialog', () => {
    const { store, handle } = setup({ errorTitle: 'Oops', invalidCredentials: 'Maling account o password' })
    expect(handle({ statusCode: 0, message: 'invalidCredentials' })).toBe('dialog')
    expect(store.get(errorDialogAtom)).toEqual({
      title: 'Oops',
      body: 'Maling account o password',
      statusCode: 0,
    })
  })

  it('shows any other message as it is', () => {
    const { store, handle } = setup({ 'Withdrawal limit 5,000 reached': 'translated?' })
    handle({ statusCode: 0, message: 'Withdrawal limit 5,000 reached' })
    expect(store.get(errorDialogAtom)?.body).toBe('Withdrawal limit 5,000 reached')
    expect(store.get(errorDialogAtom)?.title).toBe('Something went wrong')
  })

  it('shows the unknown-error text for an empty message', () => {
    const { store, handle } = setup()
    handle({ statusCode: 0, message: '' })
    expect(store.get(errorDialogAtom)?.body).toBe('An unknown error occurred. Please try again.')
  })

  it('names synthetic failures by their statusMessage', () => {
    const { store, handle } = setup()
    handle({ statusCode: 0, message: '', statusMessage: 'disconnect' })
    expect(store.get(errorDialogAtom)?.body).toBe(
      'Connection lost. Check your internet connection and try again.',
    )
    handle({ statusCode: -500, message: '', statusMessage: 'internalServerError' })
    expect(store.get(errorDialogAtom)).toMatchObject({ statusCode: -500 })
  })

  it('shows a 3 s bottom-right toast instead of the dialog when asked', () => {
    const { store, handle } = setup()
    expect(handle({ statusCode: 0, message: 'tooManyRequests' }, { toast: true })).toBe('toast')
    expect(store.get(errorDialogAtom)).toBeNull()
    expect(store.get(toastsAtom)).toEqual([
      {
        id: expect.any(Number),
        tone: 'error',
        title: 'Something went wrong',
        body: 'Too many attempts. Please wait a moment and try again.',
        durationMs: 3000,
        position: 'bottom-right',
      },
    ])
  })
})
