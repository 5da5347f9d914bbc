import { callExamples } from '@lobbykit/contract/fixtures/callExamples'
import { createStore } from 'jotai/vanilla'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { userAtom } from '../stores/user'
import { fakeApi, json } from '../testing/fakeApi'
import { login } from './login'
import { refreshRestoredSession, toggleFavourite } from './refresh'

const added = callExamples.favAdd.response.value[0]!
const game = { game_code: added.game_code, provider_code: added.provider_code }

function setup(answers: Record<string, unknown>) {
  const store = createStore()
  const api = fakeApi((path) =>
    json(
      answers[path] ??
        {
          '/api/auth/login': callExamples.login.response,
          '/api/auth/get_balance': callExamples.getBalance.response,
          '/api/auth/vip': callExamples.vip.response,
          '/api/home/fav_list': { statusCode: 1, message: 'OK', value: [] },
        }[path] ?? { statusCode: 0, message: 'notFound' },
      200,
    ),
  )
  const handleError = vi.fn((_failure: { message?: string }) => 'dialog' as const)
  return {
    store,
    api,
    handleError,
    ctx: { store, api: api.client, domainName: 'slot2.localhost', handleError },
  }
}

afterEach(() => localStorage.clear())

describe('toggleFavourite', () => {
  it('adds a game that is not a favourite and keeps the list the server answers', async () => {
    const { store, api, ctx } = setup({ '/api/home/fav_add': callExamples.favAdd.response })
    await login(ctx, { account_id: 'demo', password: 'demo1234' })
    expect(await toggleFavourite(ctx, game)).toBe(true)
    expect(api.requests.at(-1)).toMatchObject({
      path: '/api/home/fav_add',
      body: { ...game, account_id: 'demo' },
    })
    expect(store.get(userAtom).game_fav_list).toEqual([
      {
        game_code: added.game_code,
        game_name: added.game_name,
        game_type: added.game_type,
        game_image: added.img_url,
        provider_code: added.provider_code,
      },
    ])
  })

  it('removes a favourite, and a refusal leaves the list and goes to the error handler', async () => {
    const { store, api, ctx, handleError } = setup({
      '/api/home/fav_add': callExamples.favAdd.response,
      '/api/home/fav_remove': callExamples.favRemove.response,
    })
    await login(ctx, { account_id: 'demo', password: 'demo1234' })
    await toggleFavourite(ctx, game)
    expect(await toggleFavourite(ctx, game)).toBe(false)
    expect(api.requests.at(-1)?.path).toBe('/api/home/fav_remove')
    expect(store.get(userAtom).game_fav_list).toEqual([])

    const full = setup({
      '/api/home/fav_add': { statusCode: 0, message: 'favouritesFull', max_favourites: 200 },
    })
    await login(full.ctx, { account_id: 'demo', password: 'demo1234' })
    expect(await toggleFavourite(full.ctx, game)).toBe(false)
    expect(full.handleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'favouritesFull' }))
    expect(full.store.get(userAtom).game_fav_list).toEqual([])
    expect(handleError).not.toHaveBeenCalled()
  })
})

describe('refreshRestoredSession', () => {
  it("fetches a kept session's favourites again, as another device may have changed them", async () => {
    const { store, api, ctx } = setup({})
    await login(ctx, { account_id: 'demo', password: 'demo1234' })
    const asked = api.requests.length
    const elsewhere = setup({ '/api/home/fav_list': callExamples.favAdd.response })
    elsewhere.store.set(userAtom, store.get(userAtom))
    await refreshRestoredSession(elsewhere.ctx)
    expect(elsewhere.store.get(userAtom).game_fav_list.map((entry) => entry.game_code)).toEqual([
      added.game_code,
    ])
    expect(elsewhere.api.requests.map((request) => request.path)).toEqual([
      '/api/auth/get_balance',
      '/api/home/fav_list',
    ])
    expect(api.requests.length).toBe(asked)
  })

  it('asks nothing for a visitor', async () => {
    const { api, ctx } = setup({})
    await refreshRestoredSession(ctx)
    expect(api.requests).toEqual([])
  })
})
