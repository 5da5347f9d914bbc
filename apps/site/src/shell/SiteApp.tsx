import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { LinkProvider } from '@lobbykit/ui/Link'
import { RouterProvider } from '@tanstack/react-router'
import { Provider as JotaiProvider } from 'jotai/react'
import { type ReactNode, StrictMode, useEffect } from 'react'
import type { SiteRouter } from '../router'
import { RouterLink } from './RouterLink'
import { RuntimeProvider, type SiteRuntime } from './runtime'

/** What every tree of the site sits in: strict mode and the active language's texts. */
export function SiteRoot({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </StrictMode>
  )
}

/**
 * The running site: its runtime, store, links and router. The server draws it and the browser hydrates the
 * same tree (docs/architecture.md#server-rendering), so both build it here.
 */
export function SiteApp({
  runtime,
  router,
  onMounted,
}: {
  runtime: SiteRuntime
  router: SiteRouter
  /** Runs once the tree is in the page (hydrated, for a drawn page). */
  onMounted?: () => void
}) {
  return (
    <SiteRoot>
      <RuntimeProvider runtime={runtime}>
        <JotaiProvider store={runtime.store}>
          <LinkProvider component={RouterLink}>
            <RouterProvider router={router} />
          </LinkProvider>
        </JotaiProvider>
      </RuntimeProvider>
      {onMounted ? <Mounted run={onMounted} /> : null}
    </SiteRoot>
  )
}

function Mounted({ run }: { run: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the tree is in the page
  useEffect(() => run(), [])
  return null
}
