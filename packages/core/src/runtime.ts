import { createStore, type Store } from 'jotai/vanilla'
import { type ApiClient, createApiClient } from './api/client'
import { createErrorHandler, type ErrorHandler } from './errors/errorHandler'
import type { Translate } from './i18n/translate'
import type { FlowContext } from './session/context'
import { translateAtom } from './stores/language'

export type Log = (message: string, detail?: unknown) => void

export interface RuntimeOptions {
  /** Client-side navigation (the router's navigate). */
  navigate: (to: string) => unknown
  /** The jotai store the UI's Provider uses too; a new one by default. */
  store?: Store
  api?: ApiClient
  /** This site's host name, sent as every call's domain_name; `location.hostname` by default. */
  domainName?: string
  /** Current translation; by default the store's `translateAtom` (the loaded language over English). */
  t?: () => Translate
  log?: Log
  now?: () => number
  setTimeout?: (run: () => void, ms: number) => unknown
}

export interface Runtime extends FlowContext {
  navigate: (to: string) => unknown
  t: () => Translate
  log: Log
  /** Starts the session-expired flow (the error handler calls it for sessionExpired, BLOCK, ...). */
  endSession: () => void
}

/**
 * Wires core together once per page: one store, one API client, the error handler and the
 * session-expired flow. Every flow (`loadSite`, `login`, `loadAfterMount`, ...) takes the
 * runtime as its context; the UI renders the atoms the runtime writes (toasts, error dialog, modals).
 */
export function createRuntime(options: RuntimeOptions): Runtime {
  const store = options.store ?? createStore()
  const t = options.t ?? (() => store.get(translateAtom))
  const log = options.log ?? ((message, detail) => console.warn(message, detail))
  // Only a signed-in player's session ends: the flow's code loads the first time one does, so a visitor's first
  // visit does not download it. Its own guard (one run while its toast shows) needs the one flow per runtime.
  let sessionFlow: Promise<() => void> | undefined
  const endSession = () => {
    sessionFlow ??= import('./session/sessionExpired').then(({ createSessionExpiredFlow }) =>
      createSessionExpiredFlow({
        store,
        t,
        navigate: options.navigate,
        now: options.now,
        setTimeout: options.setTimeout,
      }),
    )
    void sessionFlow.then((run) => run())
  }
  const handleError: ErrorHandler = createErrorHandler({ store, t, log, endSession })
  return {
    store,
    api: options.api ?? createApiClient(),
    domainName: options.domainName ?? location.hostname,
    navigate: options.navigate,
    t,
    log,
    endSession,
    handleError,
  }
}
