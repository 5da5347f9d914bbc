import { productCategoryKeys } from '@lobbykit/contract/categories'

/**
 * docs/product.md#menu-filter: menu items are kept when their product category has games (provider_count > 0 for it).
 * Hot items and items outside the product-category map (promotions, VIP, ...) are always kept. Children
 * are filtered the same way.
 */
export interface FilterableMenuItem {
  category: string
  children: FilterableMenuItem[]
}

export interface CategoryCount {
  category: string
  count: number
}

const productCategories: ReadonlySet<string> = new Set(productCategoryKeys)

export function filterMenuByProviders<Item extends FilterableMenuItem>(
  items: readonly Item[],
  providerCount: readonly CategoryCount[],
): Item[] {
  const withGames = new Set(providerCount.filter((entry) => entry.count > 0).map((entry) => entry.category))
  const keep = (item: FilterableMenuItem) =>
    !productCategories.has(item.category) || withGames.has(item.category)
  const walk = (list: readonly Item[]): Item[] =>
    list.filter(keep).map((item) => ({ ...item, children: walk(item.children as Item[]) }))
  return walk(items)
}
