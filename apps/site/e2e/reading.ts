import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'

/** The balance the header (the banner landmark) shows: the figure after its "Balance" label. */
export function headerBalance(page: Page) {
  return page
    .getByRole('banner')
    .locator('span', { hasText: /^Balance$/ })
    .locator('xpath=following-sibling::span[1]')
    .textContent({ timeout: 10_000 })
}

export const expectHeaderBalance = (page: Page, shown: string) =>
  expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(shown)

/** The cells of a table's body rows, each cell's texts (its innermost elements') joined by ' | '. */
export async function tableRows(table: Locator): Promise<string[][]> {
  return table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) =>
      [...row.querySelectorAll('td')].map((cell) => {
        const leaves = [cell, ...cell.querySelectorAll('*')].filter((node) => node.children.length === 0)
        return leaves
          .map((node) => node.textContent?.trim() ?? '')
          .filter(Boolean)
          .join(' | ')
      }),
    ),
  )
}

/** The value of one of a page's facts: the `<dd>` after the `<dt>` that reads exactly `label`. */
export const fact = (page: Page, label: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .textContent()
