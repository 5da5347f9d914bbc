import { visitorRedirectFor } from '@lobbykit/core/navigation/guardRedirect'
import { createFileRoute, redirect } from '@tanstack/react-router'

/**
 * Pages for signed-in players only: every page file under `_player/` (docs/product.md#guards). A visitor
 * goes where core's plan for the site's template says: the login route, or home and, 1 s later, the login
 * or sign-in dialog. The language prefix stays. Hovering a link preloads the page and runs this too: then
 * no dialog opens.
 */
export const Route = createFileRoute('/{-$lang}/_player')({
  beforeLoad: ({ context: { shell }, params: { lang }, preload }) => {
    if (shell.isSignedIn()) return
    const plan = visitorRedirectFor(shell.template.code)
    if (plan.to === '/login') throw redirect({ to: '/{-$lang}/login', params: { lang } })
    if (!preload) shell.openModalAfter(plan.modal, plan.delayMs)
    throw redirect({ to: '/{-$lang}', params: { lang } })
  },
})
