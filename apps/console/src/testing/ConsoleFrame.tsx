import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { createContext, type ReactNode, use, useState } from 'react'
import { consoleTheme } from '../shell/theme.css'

const Screen = createContext<ReactNode>(null)

function ShowScreen() {
  return <>{use(Screen)}</>
}

/**
 * A console screen outside the app (stories, tests): in the console's theme, inside a router of its own (the
 * screens' links need one), at `path`.
 */
export function ConsoleFrame({ children, path = '/' }: { children: ReactNode; path?: string }) {
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: ShowScreen }),
      history: createMemoryHistory({ initialEntries: [path] }),
    }),
  )
  return (
    <Screen value={children}>
      <div className={consoleTheme}>
        <RouterProvider router={router as never} />
      </div>
    </Screen>
  )
}
