import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { createApiClient } from '@lobbykit/core/api/client'
import { originalsInfo } from '@lobbykit/core/api/games/originalsInfo'
import { languageCookieName, readCookie } from '@lobbykit/core/cookies/cookies'
import { defaultLanguageCode, findLanguage } from '@lobbykit/core/i18n/languages'
import { createStore } from 'jotai/vanilla'
import { lazy, type ReactNode, StrictMode, Suspense } from 'react'
import type { Root } from 'react-dom/client'
import { activateLanguage, loadMessageGroup } from '../i18n/activate'
import { GameApp } from './GameApp'
import { LaunchProblem } from './LaunchProblem'
import * as css from './theme.css'

const VerifyPage = lazy(() => import('./dice/VerifyPage').then((m) => ({ default: m.VerifyPage })))

/** `/originals/dice/verify/` or `?verify=1`: the dice verify page, which needs no game token. */
export function isVerifyPage(location: Pick<Location, 'pathname' | 'search'>): boolean {
  return (
    /^\/originals\/dice\/verify\/?$/.test(location.pathname) ||
    new URLSearchParams(location.search).get('verify') === '1'
  )
}

/**
 * Starts a game window (docs/product.md#originals): reads the game token from the URL, asks the server for
 * the game (`/api/originals/info`), loads the site's messages for the game's language (the game window
 * never writes the site's language cookie), then draws the game. A missing or expired token shows the way
 * back to the lobby.
 */
export async function bootOriginals(root: Root, win: Window = window): Promise<void> {
  const store = createStore()
  // The game must not change the site's language choice: its cookie writes go nowhere.
  const jar = { cookie: '' }
  const render = (node: ReactNode) =>
    root.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>{node}</I18nProvider>
      </StrictMode>,
    )
  const siteLanguage = readCookie(languageCookieName, win.document) ?? defaultLanguageCode
  if (isVerifyPage(win.location)) {
    await activateLanguage(siteLanguage, { store, jar })
    await loadMessageGroup('originals')
    render(
      <Suspense fallback={<div className={css.centred} />}>
        <VerifyPage />
      </Suspense>,
    )
    return
  }
  const token = new URLSearchParams(win.location.search).get('token') ?? ''
  const api = createApiClient()
  const [info] = await Promise.all([
    token ? originalsInfo(api, { game_token: token }) : Promise.resolve(null),
    activateLanguage(siteLanguage, { store, jar }),
  ])
  if (!info?.ok) {
    await loadMessageGroup('originals')
    render(<LaunchProblem error={info && !info.ok ? info.error : null} />)
    return
  }
  // The page that opened the game says which language the player reads; the tenant's language otherwise.
  const pageLanguage = new URLSearchParams(win.location.search).get('lang')
  const language = await activateLanguage(
    pageLanguage && findLanguage(pageLanguage) ? pageLanguage : info.data.language,
    {
      store,
      jar,
    },
  )
  await loadMessageGroup('originals')
  render(<GameApp api={api} token={token} info={{ ...info.data, language }} win={win} />)
}
