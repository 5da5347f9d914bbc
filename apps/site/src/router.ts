import { fullLoadIfNewBuild } from '@lobbykit/core/version/newBuild'
import { type AnyRoute, createRouter, type RouterHistory } from '@tanstack/react-router'
import { type FileRouteTypes, routeTree } from './routeTree.gen'
import type { Shell } from './shell/context'
import type { LayoutName } from './shell/frames'
import { preloadAll } from './shell/preloadPool'
import type { SiteRuntime } from './shell/runtime'

export function createSiteRouter({
  shell,
  runtime,
  history,
  server = false,
}: {
  shell: Shell
  runtime: SiteRuntime
  /** The browser's history unless given (tests and the server pass a memory history). */
  history?: RouterHistory
  /** Drawn on the server: no scroll restoration, whose inline script the browser's tree would not have. */
  server?: boolean
}) {
  const router = createRouter({
    routeTree,
    history,
    context: { shell },
    defaultPreload: 'intent',
    scrollRestoration: !server,
  })
  // docs/product.md#new-version: once a newer build is out (core's hourly check), the next navigation is a full page load.
  router.subscribe('onBeforeNavigate', ({ toLocation, pathChanged }) => {
    if (pathChanged) fullLoadIfNewBuild(runtime.store, toLocation.href)
  })
  return router
}

export type SiteRouter = ReturnType<typeof createSiteRouter>

/** A page's path without the language prefix (`/`, `/deposit`), as the route tree has them. */
export type SitePath = FileRouteTypes['fullPaths'] extends infer P
  ? P extends '/{-$lang}' | '/{-$lang}/'
    ? '/'
    : P extends `/{-$lang}${infer Rest}`
      ? Rest
      : never
  : never

/**
 * The pages of the route tree: its leaves, each with its path without prefix. A guard route's pages sit
 * under it (`_player`, `_visitor`), so a page needs its one file and nothing else (docs/product.md#routes).
 */
export function sitePages(routesById: object): { path: SitePath; route: AnyRoute }[] {
  return (Object.values(routesById) as AnyRoute[])
    .filter((route) => !route.isRoot && !route.children && route.fullPath.startsWith('/{-$lang}'))
    .map((route) => ({ path: (route.fullPath.slice('/{-$lang}'.length) || '/') as SitePath, route }))
}

/** After the first page shows: fetch the code of the pages the menu leads to (paths without prefix), five at a time. */
export function preloadRouteChunks(router: SiteRouter, paths: readonly string[]) {
  const byPath = new Map(sitePages(router.routesById).map((page) => [page.path as string, page.route]))
  return preloadAll(paths, async (path) => {
    const route = byPath.get(path)
    if (route) await router.loadRouteChunk(route)
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: SiteRouter
  }
  /** What a page route's file says about the page besides its component (docs/product.md#routes). */
  interface StaticDataRouteOption {
    /** A layout other than the tenant's template. */
    layout?: LayoutName
    /** The SEO record's page_name for this page. */
    page?: string
    /** The page shows one of the tenant's CMS pages: the server loads them before it draws the page. */
    cms?: boolean
  }
}
