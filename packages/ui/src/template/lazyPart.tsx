import { type ComponentType, use } from 'react'
import type { TemplateModule, TemplatePart } from './types'

/**
 * A template part whose code loads with its first use (docs/architecture.md#first-visit-code). Once loaded it
 * renders at once; before, it suspends until its chunk arrives, and `preload` fetches it ahead (the pages'
 * loaders do, so a drawn page hydrates without waiting). A failed load reaches the nearest error boundary;
 * the next `preload` (the next visit to a page that shows the part) tries again.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): TemplatePart<P> {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  let failed = false
  const start = () => {
    failed = false
    loading = load().then(
      (component) => {
        loaded = component
        return component
      },
      (error: unknown) => {
        failed = true
        throw error
      },
    )
    return loading
  }
  const preload = () => (loading && !failed ? loading : start())
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, at a template's module level, as React.lazy makes its components
  function LazyPart(props: P) {
    const Component = loaded ?? use(loading ?? start())
    return <Component {...props} />
  }
  return Object.assign(LazyPart, { preload })
}

/** Loads a template's home and lobby, whichever load apart: for what renders them at once (tests, stories). */
export async function preloadParts({ Home, Lobby }: Pick<TemplateModule, 'Home' | 'Lobby'>): Promise<void> {
  await Promise.all([Home.preload?.(), Lobby.preload?.()])
}
