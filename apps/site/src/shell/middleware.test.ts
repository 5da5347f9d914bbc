import { templateByCode } from '@lobbykit/contract/registry'
import { isRedirect } from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import { type GuardContext, runMiddleware } from './middleware'

function guard(code: string, signedIn: boolean) {
  const template = templateByCode(code)
  if (!template) throw new Error(code)
  const openModalAfter = vi.fn<GuardContext['openModalAfter']>()
  return { template, isSignedIn: () => signedIn, openModalAfter } satisfies GuardContext
}

function redirectOf(run: () => void) {
  try {
    run()
  } catch (thrown) {
    if (isRedirect(thrown)) return thrown.options
    throw thrown
  }
  return undefined
}

describe('route middleware', () => {
  it('lets a signed-in player through auth, and a visitor through guest', () => {
    expect(
      redirectOf(() => runMiddleware(['auth'], { guard: guard('casino1', true), lang: undefined })),
    ).toBeUndefined()
    expect(
      redirectOf(() => runMiddleware(['guest'], { guard: guard('casino1', false), lang: 'vi' })),
    ).toBeUndefined()
  })

  it('sends a visitor of most templates to /login, keeping the language prefix', () => {
    const g = guard('casino3', false)
    expect(redirectOf(() => runMiddleware(['auth'], { guard: g, lang: 'vi' }))).toMatchObject({
      to: '/{-$lang}/login',
      params: { lang: 'vi' },
    })
    expect(g.openModalAfter).not.toHaveBeenCalled()
  })

  it.each([
    ['slot2', 'login'],
    ['slot4', 'login'],
    ['sportsbook1', 'login'],
    ['slot5', 'signin'],
  ])('sends a %s visitor home and opens the %s dialog after 1 s', (code, modal) => {
    const g = guard(code, false)
    expect(redirectOf(() => runMiddleware(['auth'], { guard: g, lang: undefined }))).toMatchObject({
      to: '/{-$lang}',
    })
    expect(g.openModalAfter).toHaveBeenCalledWith(modal, 1000)
  })

  it('sends a signed-in player away from guest pages (forgot-password) to home', () => {
    expect(
      redirectOf(() => runMiddleware(['guest'], { guard: guard('casino1', true), lang: 'php' })),
    ).toMatchObject({
      to: '/{-$lang}',
      params: { lang: 'php' },
    })
  })

  it('runs each named middleware once', () => {
    const g = guard('slot2', false)
    redirectOf(() => runMiddleware(['auth', 'auth'], { guard: g, lang: undefined }))
    expect(g.openModalAfter).toHaveBeenCalledTimes(1)
  })
})
