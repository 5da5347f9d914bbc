import { useLocation, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { activateLanguage } from '../i18n/activate'
import { pathWithoutPrefix, withPrefix } from './languagePrefix'
import { useRuntime } from './runtime'
import { useShell } from './useShell'

/**
 * Switches the language at runtime without a reload (spec section 4): texts re-render, the URL takes the
 * language's prefix, and `<html lang>` and the language cookie follow.
 */
export function useLanguageSwitch() {
  const runtime = useRuntime()
  const shell = useShell()
  const navigate = useNavigate()
  const location = useLocation()
  return useCallback(
    async (next: string) => {
      await activateLanguage(next, { store: runtime.store })
      const path = pathWithoutPrefix(location.pathname)
      await navigate({
        href: withPrefix(path, next, shell.defaultLanguage) + location.searchStr,
        replace: true,
      })
    },
    [runtime, shell.defaultLanguage, navigate, location],
  )
}
