import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import { categoryNames } from './groups/misc'

/** A game category's name in the current language; an unknown key shows as it is. */
export function useCategoryLabel() {
  const { i18n } = useLingui()
  return useCallback(
    (key: string) => {
      const descriptor = categoryNames[key as keyof typeof categoryNames]
      return descriptor ? i18n._(descriptor) : key
    },
    [i18n],
  )
}
