import { createRootRouteWithContext } from '@tanstack/react-router'
import type { RouterContext } from '../shell/context'
import { FatalErrorPage, NotFoundPage } from '../shell/ErrorPages'
import { ShellFrame } from '../shell/ShellFrame'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: ShellFrame,
  notFoundComponent: NotFoundPage,
  errorComponent: FatalErrorPage,
})
