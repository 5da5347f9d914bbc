import type { TemplateEntry } from '@lobbykit/contract/registry'
import { visitorRedirectFor } from '@lobbykit/core/navigation/guardRedirect'
import { redirect } from '@tanstack/react-router'
import type { MiddlewareName } from './routeMeta'

/** What route middleware may ask of the running shell. */
export interface GuardContext {
  template: TemplateEntry
  isSignedIn(): boolean
  /** Opens a modal of the modal stack once `delayMs` have passed (spec section 2: 1 s after the redirect). */
  openModalAfter(modal: 'login' | 'signin', delayMs: number): void
}

export interface MiddlewareArgs {
  guard: GuardContext
  /** The URL's language prefix, kept on every redirect. */
  lang: string | undefined
}

/**
 * Where a visitor goes from a guarded page (spec section 2), as core's plan for the template says: the
 * login route, or home and 1 s later the login or sign-in dialog.
 */
export function visitorRedirect({ guard, lang }: MiddlewareArgs) {
  const plan = visitorRedirectFor(guard.template.code)
  if (plan.to === '/login') return redirect({ to: '/{-$lang}/login', params: { lang } })
  guard.openModalAfter(plan.modal, plan.delayMs)
  return redirect({ to: '/{-$lang}', params: { lang } })
}

/** Route middleware by name: each throws a redirect when the player may not see the page. */
export const middlewareRegistry: Record<MiddlewareName, (args: MiddlewareArgs) => void> = {
  auth(args) {
    if (!args.guard.isSignedIn()) throw visitorRedirect(args)
  },
  guest(args) {
    if (args.guard.isSignedIn()) throw redirect({ to: '/{-$lang}', params: { lang: args.lang } })
  },
}

/** Runs every middleware the matched routes name, outermost route first, each name once. */
export function runMiddleware(names: readonly MiddlewareName[], args: MiddlewareArgs) {
  for (const name of new Set(names)) middlewareRegistry[name](args)
}
