import { createFileRoute, redirect } from '@tanstack/react-router'

/**
 * Pages for visitors only: every page file under `_visitor/` (docs/product.md#guards). A signed-in player
 * goes home, keeping the language prefix.
 */
export const Route = createFileRoute('/{-$lang}/_visitor')({
  beforeLoad: ({ context: { shell }, params: { lang } }) => {
    if (shell.isSignedIn()) throw redirect({ to: '/{-$lang}', params: { lang } })
  },
})
