import { useRouteContext } from '@tanstack/react-router'
import type { Shell } from './context'

/** The running shell (start-up answer, template, language defaults) from the router context. */
export function useShell(): Shell {
  return useRouteContext({ from: '__root__', select: (context) => context.shell })
}
