import { safeReturnPath } from '@lobbykit/core/navigation/returnPath'
import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '../../features/auth/LoginPage'
import { loadMessageGroup } from '../../i18n/activate'

/** `redirect`: the page to go back to once signed in, kept only when it is a path of this site (docs/product.md#return-after-login). */
export interface LoginSearch {
  redirect?: string | undefined
}

export const Route = createFileRoute('/{-$lang}/login')({
  staticData: { page: 'login' },
  // The sign-in forms keep their texts with the dialogs' (docs/architecture.md#first-visit-code).
  beforeLoad: () => loadMessageGroup('dialogs'),
  // An unsafe value is replaced, not dropped: the router keeps a raw parameter the answer leaves out.
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    redirect: safeReturnPath(search.redirect),
  }),
  component: LoginPage,
})
