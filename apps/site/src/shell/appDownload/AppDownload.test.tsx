import { downloadBarClosedKey } from '@lobbykit/core/app/downloadBar'
import { installOfferAtom } from '@lobbykit/core/app/installOffer'
import { layoutAtom } from '@lobbykit/core/stores/layout'
import { fireEvent, render, screen } from '@testing-library/react'
import { createStore } from 'jotai/vanilla'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RuntimeProvider, type SiteRuntime } from '../runtime'
import AppDownload from './AppDownload'

const navigate = vi.hoisted(() => vi.fn())
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => navigate }))
vi.mock('../useShell', () => ({
  useShell: () => ({
    site: { site_name: 'Reel Riot', android_sub: 'https://play.example/reel', ios_sub: '' },
  }),
}))
vi.mock('../useLanguage', () => ({
  useLanguage: () => ({ code: 'VI', lang: 'vi', href: (path: string) => `/vi${path}` }),
}))

function renderBar() {
  const store = createStore()
  store.set(layoutAtom, { ...store.get(layoutAtom), show_download_bar: true })
  const runtime = { store, site: { domain_name: 'localhost', external_id: 'demo' } } as unknown as SiteRuntime
  render(
    <RuntimeProvider runtime={runtime}>
      <AppDownload />
    </RuntimeProvider>,
  )
  return store
}

afterEach(() => {
  localStorage.removeItem(downloadBarClosedKey)
  navigate.mockReset()
})

describe('the download bar and its dialog (docs/product.md#download-bar)', () => {
  it("opens the app-download dialog with the browser's install and the tenant's store app, and links /download", async () => {
    const store = renderBar()
    const prompt = vi.fn(async () => {})
    store.set(installOfferAtom, { prompt, userChoice: Promise.resolve({ outcome: 'accepted' as const }) })
    expect(screen.getByRole('region', { name: 'Get the app' })).toHaveTextContent('The Reel Riot app')
    fireEvent.click(screen.getByRole('button', { name: 'Get the app' }))
    expect(store.get(layoutAtom).show_app_download).toBe(true)
    const dialog = screen.getByRole('dialog', { name: 'Download the app' })
    // The bar steps back while its dialog is open.
    expect(screen.queryByRole('region', { name: 'Get the app' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Android app' })).toHaveAttribute(
      'href',
      'https://play.example/reel',
    )
    expect(screen.queryByRole('link', { name: 'iPhone app' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Install the app' }))
    expect(prompt).toHaveBeenCalledOnce()

    fireEvent.click(screen.getByRole('link', { name: 'All about the app' }))
    expect(navigate).toHaveBeenCalledWith({ href: '/vi/download' })
    expect(store.get(layoutAtom).show_app_download).toBe(false)
    expect(dialog).not.toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Get the app' })).toBeInTheDocument()
  })

  it('closes for a week when the player says not now', () => {
    const store = renderBar()
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }))
    expect(store.get(layoutAtom).show_download_bar).toBe(false)
    expect(screen.queryByRole('region', { name: 'Get the app' })).toBeNull()
    expect(Number(localStorage.getItem(downloadBarClosedKey))).toBeGreaterThan(Date.now() - 60_000)
  })
})
