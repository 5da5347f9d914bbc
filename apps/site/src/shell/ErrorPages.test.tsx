import { messagesAtom } from '@lobbykit/core/stores/language'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import { createStore } from 'jotai/vanilla'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FatalErrorPage } from './ErrorPages'
import { RuntimeProvider, type SiteRuntime } from './runtime'

const disconnect = 'Connection lost. Check your internet connection and try again.'

function renderFatal(error: Error) {
  const store = createStore()
  store.set(messagesAtom, { disconnect })
  const runtime = { store } as unknown as SiteRuntime
  render(
    <RuntimeProvider runtime={runtime}>
      <FatalErrorPage {...({ error, reset: () => {} } as unknown as ErrorComponentProps)} />
    </RuntimeProvider>,
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

describe('the error page (docs/product.md#error-page)', () => {
  it("shows an error's own message", () => {
    renderFatal(new Error('The lobby could not be read.'))
    expect(screen.getByText('The lobby could not be read.')).toBeDefined()
  })

  it("says the connection is lost, not the browser's words, when a page's code could not load and the server is away", async () => {
    const fetch = vi.fn(async () => new Response('No server is available', { status: 503 }))
    vi.stubGlobal('fetch', fetch)
    renderFatal(
      new TypeError('Failed to fetch dynamically imported module: https://casino.example/assets/Slots-x1.js'),
    )
    expect(screen.getByText(disconnect)).toBeDefined()
    expect(screen.queryByText(/dynamically imported/)).toBeNull()
    // docs/product.md#chunk-reload: it asks the server, which does not answer, and stays (a reload would first set
    // its guard in session storage).
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith(window.location.pathname, expect.anything()))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(sessionStorage.length).toBe(0)
  })
})
