import { callExamples } from '@lobbykit/contract/fixtures/callExamples'
import { signedOutUser, userAtom } from '@lobbykit/core/stores/user'
import { fakeApi, json } from '@lobbykit/core/testing/fakeApi'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createStore } from 'jotai/vanilla'
import { describe, expect, it, vi } from 'vitest'
import { RuntimeProvider, type SiteRuntime } from '../../shell/runtime'
import { SecurityPage } from './SecurityPage'

vi.mock('../../shell/useShell', () => ({ useShell: () => ({ site: { currency: 'PHP' } }) }))
vi.mock('../../shell/useLanguage', () => ({
  useLanguage: () => ({ code: 'EN', lang: undefined, href: (path: string) => path }),
}))

const ok = { statusCode: 1, message: 'OK' }
const here = {
  ...callExamples.listSessions.response.sessions[0],
  session_id: 10,
  current: true,
} as const
const iphone = {
  ...here,
  session_id: 11,
  current: false,
  place: '203.0.113.x',
  user_agent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
}
const laptop = {
  ...here,
  session_id: 12,
  current: false,
  place: '',
  user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
}

function renderSecurity(phoneVerified: boolean) {
  const store = createStore()
  store.set(userAtom, {
    ...signedOutUser,
    isAuthenticated: true,
    token: 'tok-1',
    user: {
      account_id: `p${Math.random()}`.slice(0, 12),
      session_token: 'tok-1',
      full_name: '',
      contact_email: '',
    },
  })
  const api = fakeApi((path, body) => {
    const { session_id } = (body ?? {}) as { session_id?: number }
    switch (path) {
      case '/api/settings/check_status':
        return json({ ...ok, status: 'ACTIVE', phone_verified: phoneVerified })
      case '/api/sessions/list':
        return json({ ...ok, sessions: [here, iphone, laptop] })
      case '/api/sessions/revoke':
        return json({ ...ok, sessions: [here, iphone, laptop].filter((s) => s.session_id !== session_id) })
      case '/api/sessions/revoke_others':
        return json({ ...ok, sessions: [here], revoked: 2 })
      case '/api/auth/tac/request_new_register':
        return json({ ...ok, message: 'tacSent', expires_in: 300 })
      case '/api/auth/tac/verify':
        return json({ ...ok, verified: true })
      default:
        return json({ statusCode: 0, message: 'notFound' }, 404)
    }
  })
  const runtime = {
    store,
    api: api.client,
    domainName: 'localhost',
    handleError: vi.fn(),
    site: { domain_name: 'localhost', external_id: 'demo' },
  } as unknown as SiteRuntime
  render(
    <RuntimeProvider runtime={runtime}>
      <SecurityPage />
    </RuntimeProvider>,
  )
  return { api, runtime }
}

const devices = () => within(screen.getByRole('region', { name: 'Where you are signed in' }))

describe('security page', () => {
  it('shows the standing the platform reports, and every signed-in device with when and where', async () => {
    renderSecurity(true)
    expect(await screen.findByText('Active')).toBeVisible()
    expect(screen.getByText('Verified')).toBeVisible()
    expect(screen.queryByRole('region', { name: 'Verify your phone number' })).toBeNull()
    const list = await devices().findAllByRole('listitem')
    expect(list).toHaveLength(3)
    expect(list[0]?.textContent).toContain('Chrome on Android · Phone')
    expect(within(list[0] as HTMLElement).getByText('This device')).toBeVisible()
    expect(within(list[0] as HTMLElement).queryByRole('button')).toBeNull()
    expect(list[1]?.textContent).toContain('Safari on iOS · Phone')
    expect(list[1]?.textContent).toContain('Near address 203.0.113.x')
    expect(list[2]?.textContent).toContain('Firefox on Windows · Computer')
    expect(list[2]?.textContent).toContain('Unknown')
  })

  it('signs one other device out', async () => {
    const { api } = renderSecurity(true)
    fireEvent.click(await devices().findByRole('button', { name: 'Sign out Safari on iOS' }))
    expect(await devices().findByText('Safari on iOS is signed out.')).toBeVisible()
    expect(devices().getAllByRole('listitem')).toHaveLength(2)
    expect(api.requests.find((request) => request.path === '/api/sessions/revoke')?.body).toMatchObject({
      auth: 'tok-1',
      session_id: 11,
      domain_name: 'localhost',
    })
  })

  it('signs out every other device and keeps this one', async () => {
    renderSecurity(true)
    fireEvent.click(await devices().findByRole('button', { name: 'Sign out every other device' }))
    expect(await devices().findByText('Every other device is signed out.')).toBeVisible()
    expect(devices().getAllByRole('listitem')).toHaveLength(1)
    expect(devices().queryByRole('button', { name: 'Sign out every other device' })).toBeNull()
  })

  it('verifies the phone with a texted code', async () => {
    const { api } = renderSecurity(false)
    expect(await screen.findByText('Not verified')).toBeVisible()
    const panel = within(screen.getByRole('region', { name: 'Verify your phone number' }))
    fireEvent.click(panel.getByRole('button', { name: 'Send me a code' }))
    fireEvent.change(await panel.findByLabelText('Code from the text message'), {
      target: { value: '123456' },
    })
    fireEvent.click(panel.getByRole('button', { name: 'Verify' }))
    expect(await panel.findByText('Your phone number is verified.')).toBeVisible()
    const asked = api.requests.find((request) => request.path === '/api/auth/tac/request_new_register')
    expect(asked?.body).toEqual({
      domain_name: 'localhost',
      external_id: 'demo',
      account_id: expect.any(String),
    })
    await waitFor(() =>
      expect(api.requests.filter((request) => request.path === '/api/settings/check_status')).toHaveLength(2),
    )
  })
})
