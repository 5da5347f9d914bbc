import { endsSession, isIgnoredResult, statusMessages } from '@lobbykit/contract/status'
import type { Store } from 'jotai/vanilla'
import type { Translate } from '../i18n/translate'
import { errorDialogAtom, showToastAtom } from '../stores/feedback'
import { isLettersOnly } from '../validate/keyFilters'

/** docs/product.md#timings: the optional toast form of an error lasts 3 s. */
export const errorToastMs = 3000

/** Anything with a status: a call's failure, a synthetic result, a whole answer. */
export interface HandledResult {
  statusCode?: number | null
  message?: string
  statusMessage?: string
  details?: string
}

export type ErrorOutcome = 'ignored' | 'sessionExpired' | 'logged' | 'dialog' | 'toast'

export type ErrorHandler = (result: HandledResult, options?: { toast?: boolean }) => ErrorOutcome

export interface ErrorHandlerDeps {
  store: Store
  /** Current translation; read at each error, so a language switch applies at once. */
  t: () => Translate
  log: (message: string, detail?: unknown) => void
  /** The session-expired flow (toast, logout, redirect). */
  endSession: () => unknown
}

/**
 * The one error handler of docs/product.md#error-handler. It renders nothing: it writes the error dialog or a toast to
 * the store for the UI, starts the session-expired flow, or logs.
 * - statusCode 1, a message of OK in any case, and an empty code are ignored;
 * - sessionExpired, Session Expired, BLOCK, CLOSE and permissionDenied end the session;
 * - serviceUnavailable is only logged;
 * - anything else shows the error dialog (or, when asked, a 3 s toast) titled with errorTitle: the
 *   translated message when it is letters only, the raw message otherwise, unknownError when empty.
 */
export function createErrorHandler({ store, t, log, endSession }: ErrorHandlerDeps): ErrorHandler {
  return (result, options = {}) => {
    if (isIgnoredResult(result)) return 'ignored'
    const message = (result.message || result.statusMessage || '').trim()
    if (endsSession(message)) {
      endSession()
      return 'sessionExpired'
    }
    if (message === statusMessages.serviceUnavailable) {
      log(statusMessages.serviceUnavailable, result)
      return 'logged'
    }
    const translate = t()
    const title = translate('errorTitle')
    const body =
      message === '' ? translate('unknownError') : isLettersOnly(message) ? translate(message) : message
    if (options.toast) {
      store.set(showToastAtom, {
        tone: 'error',
        title,
        body,
        durationMs: errorToastMs,
        position: 'bottom-right',
      })
      return 'toast'
    }
    store.set(errorDialogAtom, { title, body, statusCode: result.statusCode ?? undefined })
    return 'dialog'
  }
}
