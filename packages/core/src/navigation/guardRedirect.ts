import { type GuardRedirect, templateByCode } from '@lobbykit/contract/registry'

/**
 * docs/product.md#visitor-redirect: where a visitor goes when they open a guarded page, and after a session ends. The
 * template decides: the login route, or home and, 1 second later, the login or sign-in modal.
 */
export type VisitorRedirect = { to: '/login' } | { to: '/'; modal: 'login' | 'signin'; delayMs: number }

export const modalDelayMs = 1000

const plans: Record<GuardRedirect, VisitorRedirect> = {
  'login-route': { to: '/login' },
  'home-then-login-modal': { to: '/', modal: 'login', delayMs: modalDelayMs },
  'home-then-signin-modal': { to: '/', modal: 'signin', delayMs: modalDelayMs },
}

/** The redirect for a site's theme_code; an unknown or missing code goes to the login route. */
export function visitorRedirectFor(themeCode: string | undefined): VisitorRedirect {
  const entry = themeCode ? templateByCode(themeCode) : undefined
  return plans[entry?.guardRedirect ?? 'login-route']
}

export interface RedirectActions {
  navigate: (to: string) => unknown
  openModal: (name: 'login' | 'signin') => void
  setTimeout?: (run: () => void, ms: number) => unknown
}

/**
 * Performs the redirect: navigates, then opens the modal after the delay where the template asks for
 * one. A route guard that must throw its redirect can use `visitorRedirectFor` and `openModalLater`.
 */
export function redirectVisitor(themeCode: string | undefined, actions: RedirectActions): VisitorRedirect {
  const plan = visitorRedirectFor(themeCode)
  actions.navigate(plan.to)
  openModalLater(plan, actions)
  return plan
}

export function openModalLater(
  plan: VisitorRedirect,
  { openModal, setTimeout: schedule = globalThis.setTimeout }: Omit<RedirectActions, 'navigate'>,
): void {
  if ('modal' in plan) schedule(() => openModal(plan.modal), plan.delayMs)
}
