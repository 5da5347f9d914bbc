import type { StartupResponse } from '@lobbykit/contract'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'

export interface RouterContext {
  startup: StartupResponse
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => <Outlet />,
  notFoundComponent: () => <p>Page not found</p>,
})
