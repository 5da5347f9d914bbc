import { visitorRedirectFor } from '@lobbykit/core/navigation/guardRedirect'
import { safeReturnPath } from '@lobbykit/core/navigation/returnPath'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { loadMessageGroup } from '../../i18n/activate'

/**
 * Pages for signed-in players only: every page file under `_player/` (docs/product.md#guards). A visitor
 * goes where core's plan for the site's template says: the login route, or home and, 1 s later, the login
 * or sign-in dialog. The language prefix stays, and so does the page asked for: the login route carries it
 * in `redirect`, a dialog finds it kept, and signing in goes back there (docs/product.md#return-after-login).
 * Hovering a link preloads the page and runs this too: then no dialog opens.
 */
export const Route = createFileRoute('/{-$lang}/_player')({
  beforeLoad: async ({ context: { shell }, params: { lang }, preload, location }) => {
    // The player's pages keep their texts in their own message group (docs/architecture.md#languages-and-texts).
    if (shell.isSignedIn()) return loadMessageGroup('player')
    const plan = visitorRedirectFor(shell.template.code)
    const back = safeReturnPath(location.href)
    if (plan.to === '/login') {
      throw redirect({ to: '/{-$lang}/login', params: { lang }, search: back ? { redirect: back } : {} })
    }
    if (!preload) {
      if (back) shell.rememberReturn?.(back)
      shell.openModalAfter(plan.modal, plan.delayMs)
    }
    throw redirect({ to: '/{-$lang}', params: { lang } })
  },
})
