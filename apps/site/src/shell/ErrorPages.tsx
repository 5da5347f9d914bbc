import { useLingui } from '@lingui/react/macro'
import { isChunkLoadError, reloadForChunkError } from '@lobbykit/core/chunk/chunkReload'
import { translateAtom } from '@lobbykit/core/stores/language'
import { ErrorPage } from '@lobbykit/ui/ErrorPage'
import { type ErrorComponentProps, useLocation } from '@tanstack/react-router'
import { useAtomValue } from 'jotai/react'
import { useEffect } from 'react'
import { useRuntime } from './runtime'
import { useLanguage } from './useLanguage'

/** docs/product.md#not-found: an unknown route is a 404 with 'Page not found: {path}'. */
export function NotFoundPage() {
  const { t } = useLingui()
  const { href } = useLanguage()
  const path = useLocation({ select: (location) => location.pathname })
  return (
    <div data-layout="default">
      <ErrorPage
        statusCode={404}
        title={t`Page not found: ${path}`}
        message={t`The page you asked for does not exist.`}
        backHref={href('/')}
        backLabel={t`Back`}
      />
    </div>
  )
}

/** docs/product.md#error-page: a fatal error shows the error page with its status code, message and a Back button to /. */
export function FatalErrorPage({ error }: ErrorComponentProps) {
  const { t } = useLingui()
  // The error catalogue's texts are translated by their ids through core's `t` (docs/product.md#error-catalogue).
  const translateError = useAtomValue(translateAtom, { store: useRuntime().store })
  const chunkFailed = isChunkLoadError(error)
  // A route's code that failed to load reloads the page once if a newer build replaced it; with the server
  // unreachable the page stays and says so (docs/product.md#chunk-reload).
  useEffect(() => {
    if (chunkFailed) void reloadForChunkError(window.location.pathname)
  }, [chunkFailed])
  const status = (error as { status?: number } | null)?.status ?? 500
  const message = chunkFailed
    ? translateError('disconnect')
    : error instanceof Error && error.message
      ? error.message
      : t`Something went wrong`
  return (
    <div data-layout="default">
      <ErrorPage statusCode={status} message={message} backHref="/" backLabel={t`Back`} />
    </div>
  )
}
