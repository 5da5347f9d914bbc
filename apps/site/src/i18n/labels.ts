import { useLingui } from '@lingui/react'
import { categoryByKey } from '@lobbykit/contract/categories'
import { useCallback } from 'react'
import { categoryNames, pageNames } from './groups/misc'

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

/**
 * A start-up menu item's label in the current language: a game category's or a site page's name; an item for
 * any other page keeps the name the tenant gave it.
 */
export function useMenuLabel() {
  const { i18n } = useLingui()
  const categoryLabel = useCategoryLabel()
  return useCallback(
    (item: { category: string; name: string }) => {
      if (categoryByKey(item.category)) return categoryLabel(item.category)
      const page = pageNames[item.category as keyof typeof pageNames]
      return page ? i18n._(page) : item.name
    },
    [i18n, categoryLabel],
  )
}
