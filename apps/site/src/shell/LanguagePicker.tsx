import { useLocation, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { pathWithoutPrefix, withPrefix } from './languagePrefix'
import { useShell } from './useShell'

/**
 * Switches the language at runtime without a reload (docs/product.md#language-switch): the page moves to the language's URL
 * prefix, whose route activates the language (texts re-render, `<html lang>` and the cookie follow).
 */
export function useLanguageSwitch() {
  const shell = useShell()
  const navigate = useNavigate()
  const location = useLocation()
  return useCallback(
    async (next: string) => {
      const path = pathWithoutPrefix(location.pathname)
      await navigate({
        href: withPrefix(path, next, shell.defaultLanguage) + location.searchStr,
        replace: true,
      })
    },
    [shell.defaultLanguage, navigate, location],
  )
}
