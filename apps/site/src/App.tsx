import { createRouter, RouterProvider } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { routeTree } from './routeTree.gen'
import { loadStartup, type StartupResult } from './startup'

export const router = createRouter({ routeTree, context: { startup: undefined! } })

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

export function App({ domainName }: { domainName: string }) {
  const [startup, setStartup] = useState<StartupResult | undefined>()
  useEffect(() => {
    void loadStartup(domainName).then(setStartup)
  }, [domainName])
  if (!startup) return <p aria-busy="true">Loading…</p>
  if (!startup.ok) return <p role="alert">{startup.message}</p>
  return <RouterProvider router={router} context={{ startup: startup.data }} />
}
