import { callExamples } from '@lobbykit/contract/fixtures/callExamples'
import { signedOutUser, userAtom } from '@lobbykit/core/stores/user'
import { fakeApi, json } from '@lobbykit/core/testing/fakeApi'
import { fireEvent, render, screen } from '@testing-library/react'
import { createStore } from 'jotai/vanilla'
import type { ReactNode } from 'react'
import { vi } from 'vitest'
import { RuntimeProvider, type SiteRuntime } from '../../shell/runtime'

/**
 * The cashier pages' tests: a signed-in player and the real core calls over a fake server, so what the page
 * sends (amounts in minor units, request ids, pages, filters) is what the server would receive.
 */

export type Answer = (path: string, body: Record<string, unknown>) => Response | Promise<Response> | undefined

export const ok = { statusCode: 1, message: 'OK' }
export { json }

let tokens = 0

export function setUpWallet({ balance = 200_000, answer }: { balance?: number; answer: Answer }) {
  // A token per test: answers the pages remember for the page load never leak into the next test.
  tokens += 1
  const token = `token-${tokens}`
  const api = fakeApi((path, body) => {
    const given = answer(path, (body ?? {}) as Record<string, unknown>)
    if (given) return given
    if (path === '/api/auth/get_balance')
      return json({
        ...ok,
        game_balance: balance,
        game_token: 0,
        minigame: { frozen_token: 0, token_balance: 0 },
      })
    if (path === '/api/settings/siteinfodetail') return json(callExamples.siteInfoDetail.response)
    return json({ statusCode: 0, message: `no answer for ${path}` }, 404)
  })
  const store = createStore()
  store.set(userAtom, {
    ...signedOutUser,
    isAuthenticated: true,
    token,
    user: { account_id: 'demo', session_token: token, full_name: 'Demo Player', contact_email: '' },
    game: { balance, token: 0 },
  })
  const runtime = {
    store,
    api: api.client,
    domainName: 'localhost',
    handleError: vi.fn(),
    site: { domain_name: 'localhost', external_id: 'demo' },
  } as unknown as SiteRuntime
  return {
    api,
    store,
    runtime,
    token,
    render: (page: ReactNode) => render(<RuntimeProvider runtime={runtime}>{page}</RuntimeProvider>),
    /** The bodies sent to one path, in order. */
    sent: (path: string) =>
      api.requests
        .filter((request) => request.path === path)
        .map((request) => request.body as Record<string, unknown>),
  }
}

/** Types into the field with this label, as the browser's change event. */
export const type = (label: string | RegExp, text: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } })

export const click = (element: HTMLElement) => fireEvent.click(element)

/** A promise the test settles: a request that hangs until then. */
export function later<T>() {
  let settle: (value: T) => void = () => {}
  const promise = new Promise<T>((resolve) => {
    settle = resolve
  })
  return { promise, settle }
}
