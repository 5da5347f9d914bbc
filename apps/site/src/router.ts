import { fullLoadIfNewBuild } from '@lobbykit/core/version/newBuild'
import { type AnyRoute, createRouter } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'
import type { Shell } from './shell/context'
import { preloadAll } from './shell/preloadPool'
import type { SiteRuntime } from './shell/runtime'

export function createSiteRouter({ shell, runtime }: { shell: Shell; runtime: SiteRuntime }) {
  const router = createRouter({
    routeTree,
    context: { shell },
    defaultPreload: 'intent',
    scrollRestoration: true,
  })
  // docs/product.md#new-version: once a newer build is out (core's hourly check), the next navigation is a full page load.
  router.subscribe('onBeforeNavigate', ({ toLocation, pathChanged }) => {
    if (pathChanged) fullLoadIfNewBuild(runtime.store, toLocation.href)
  })
  return router
}

export type SiteRouter = ReturnType<typeof createSiteRouter>

/** After the first page shows: fetch the code of the pages the menu leads to (paths without prefix), five at a time. */
export function preloadRouteChunks(router: SiteRouter, paths: readonly string[]) {
  const routes = router.routesById as unknown as Record<string, AnyRoute | undefined>
  return preloadAll(paths, async (path) => {
    const route = routes[path === '/' ? '/{-$lang}/' : `/{-$lang}${path}`]
    if (route) await router.loadRouteChunk(route)
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: SiteRouter
  }
  interface StaticDataRouteOption {
    layout?: import('./shell/routeMeta').LayoutName
    middleware?: readonly import('./shell/routeMeta').MiddlewareName[]
    page?: string
  }
}
