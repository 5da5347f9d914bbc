import { apiCalls, type Game, maxFavourites } from '@lobbykit/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../testing/players'
import { demoSite, openTestApp, otherSite, type TestApp } from '../testing/testApp'

let t: TestApp
let catalogue: Game[]

beforeAll(async () => {
  t = await openTestApp()
  catalogue = []
  for (const page of [1, 2, 3]) {
    const answer = apiCalls.getGames.response.parse(
      (await t.call('getGames', { ...demoSite, category: 'slot_game', page, page_size: 100 })).json,
    )
    catalogue.push(...answer.value)
  }
})
afterAll(() => t.close())

const named = (game: Game) => ({ game_code: game.game_code, provider_code: game.provider_code })
const codes = (json: Record<string, unknown>) =>
  apiCalls.favList.response.parse(json).value.map((entry) => entry.game_code)

describe('fav_add and fav_remove', () => {
  it('keep favourites on the server, newest first, for every session of the player', async () => {
    const player = await signUp(t, demoSite)
    const [first, second] = catalogue as [Game, Game]
    expect(codes((await t.call('favAdd', { ...player, ...named(first) })).json)).toEqual([first.game_code])
    const both = await t.call('favAdd', { ...player, ...named(second) })
    expect(codes(both.json)).toEqual([second.game_code, first.game_code])
    // Adding again changes nothing; another device signed in as the player sees the same list.
    expect(codes((await t.call('favAdd', { ...player, ...named(first) })).json)).toEqual(codes(both.json))
    const elsewhere = await t.call('login', {
      ...demoSite,
      account_id: player.account_id,
      password: 'secret123',
    })
    const device = { ...player, auth: String(elsewhere.json.token) }
    expect(codes((await t.call('favList', device)).json)).toEqual([second.game_code, first.game_code])
    expect(codes((await t.call('favRemove', { ...device, ...named(second) })).json)).toEqual([
      first.game_code,
    ])
    expect(codes((await t.call('favRemove', { ...device, ...named(second) })).json)).toEqual([
      first.game_code,
    ])
    expect(codes((await t.call('favList', player)).json)).toEqual([first.game_code])
  })

  it('refuse a game the site does not offer, and a visitor', async () => {
    const player = await signUp(t, otherSite)
    const unknown = await t.call('favAdd', { ...player, game_code: 'NOPE-0001', provider_code: 'NOPE' })
    expect(unknown).toMatchObject({ status: 404, json: { message: 'gameNotFound' } })
    const visitor = await t.call('favAdd', {
      account_id: player.account_id,
      auth: 'not-a-session-token-at-all',
      ...named(catalogue[0] as Game),
    })
    expect(visitor.json.message).toBe('sessionExpired')
  })

  it(`keep at most ${maxFavourites}, also when the last places are asked for at once`, async () => {
    const player = await signUp(t, demoSite)
    for (const game of catalogue.slice(0, maxFavourites - 1)) {
      const { status } = await t.call('favAdd', { ...player, ...named(game) })
      expect(status).toBe(200)
    }
    const racing = await Promise.all(
      catalogue
        .slice(maxFavourites - 1, maxFavourites + 2)
        .map((game) => t.call('favAdd', { ...player, ...named(game) })),
    )
    expect(racing.filter((answer) => answer.status === 200)).toHaveLength(1)
    for (const refused of racing.filter((answer) => answer.status !== 200)) {
      expect(refused).toMatchObject({ status: 409, json: { message: 'favouritesFull', max_favourites: 200 } })
    }
    expect(codes((await t.call('favList', player)).json)).toHaveLength(maxFavourites)
  })
})
