import { callExamples } from '@lobbykit/contract/fixtures/callExamples'
import { fakeApi, json } from '@lobbykit/core/testing/fakeApi'
import { render, waitFor } from '@testing-library/react'
import { createStore } from 'jotai/vanilla'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startPageData } from './pageData'
import { RuntimeProvider, type SiteRuntime } from './runtime'
import { useRouteSeo } from './useRouteSeo'

const route = vi.hoisted(() => ({ page: 'slots' as string | undefined }))
vi.mock('@tanstack/react-router', () => ({
  useMatches: ({ select }: { select: (matches: unknown[]) => unknown }) =>
    select([{ staticData: {} }, { staticData: { page: route.page } }]),
}))
vi.mock('./useLanguage', () => ({ useLanguage: () => ({ code: 'VI' }) }))

const record = {
  ...callExamples.seo.response.value,
  page_name: 'slots',
  meta_title: 'Slots | Lucky Harbor',
  meta_desc: 'Spin 500 slots',
  meta_lang: 'en',
}

function SeoOfRoute() {
  useRouteSeo()
  return null
}

function renderRoute(answer: () => Response, drawn = false) {
  const api = fakeApi(answer)
  const handleError = vi.fn()
  const runtime = {
    store: createStore(),
    api: api.client,
    handleError,
    site: { domain_name: 'lucky.example.com', external_id: '' },
  } as unknown as SiteRuntime
  if (drawn) startPageData(runtime, { server: false, answers: {} })
  render(
    <RuntimeProvider runtime={runtime}>
      <SeoOfRoute />
    </RuntimeProvider>,
  )
  return { api, handleError }
}

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content

afterEach(() => {
  document.head.innerHTML = ''
  document.title = ''
  document.documentElement.lang = ''
  route.page = 'slots'
})

describe('useRouteSeo (docs/product.md#seo)', () => {
  it("asks for the page's record and applies it; <html lang> stays the language shown", async () => {
    const { api } = renderRoute(() => json({ statusCode: 1, message: 'OK', value: record }))
    await waitFor(() => expect(document.title).toBe('Slots | Lucky Harbor'))
    expect(description()).toBe('Spin 500 slots')
    expect(document.documentElement.lang).toBe('vi')
    expect(api.requests.map((request) => request.body)).toEqual([
      { domain_name: 'lucky.example.com', external_id: '', page_name: 'slots' },
    ])
  })

  it('does not ask again on the first page of a drawn page load: its tags came in the head', async () => {
    const { api } = renderRoute(() => json({ statusCode: 1, message: 'OK', value: record }), true)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(api.requests).toHaveLength(0)
  })

  it('keeps the tags it has when the page has no record, and reports a failure to the error handler', async () => {
    document.title = 'Lucky Harbor'
    const none = renderRoute(() => json({ ...callExamples.seo.response, value: null }))
    await waitFor(() => expect(none.api.requests).toHaveLength(1))
    await waitFor(() => expect(document.documentElement.lang).toBe('vi'))
    expect(document.title).toBe('Lucky Harbor')
    const down = renderRoute(() => {
      throw new TypeError('Failed to fetch')
    })
    await waitFor(() =>
      expect(down.handleError).toHaveBeenCalledWith(expect.objectContaining({ statusCode: -503 })),
    )
  })

  it('asks nothing on a route without a page name', async () => {
    route.page = undefined
    const { api } = renderRoute(() => json({ statusCode: 1, message: 'OK', value: record }))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(api.requests).toHaveLength(0)
  })
})
