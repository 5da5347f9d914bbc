import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromiumFlags, chromiumPath, localhostOnLoopback } from '@lobbykit/vitest-config/chromium'
import { type Browser, chromium, type Page } from 'playwright-core'

/** Debian's Chromium, headless, every `*.localhost` name on IPv4 loopback (as apps/site/e2e/harness.ts). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags, localhostOnLoopback] })
}

/** Waits until a drawn page has hydrated and started its after-mount loads (docs/product.md#after-mount). */
export function untilHydrated(page: Page) {
  return page.waitForFunction(
    () => performance.getEntriesByName('lobbykit:after-mount').length > 0,
    undefined,
    {
      timeout: 20_000,
    },
  )
}

/**
 * The English text the site shows for a message id of its errors group (apps/site/src/i18n/groups/errors.ts),
 * read from the site's catalogue: `internalServerError`, `serviceUnavailable`, `disconnect`, ...
 */
export function siteErrorText(id: string): string {
  const catalogue = readFileSync(
    fileURLToPath(new URL('../../../apps/site/src/locales/en/errors.po', import.meta.url)),
    'utf8',
  )
  const match = new RegExp(`^msgid "${id}"\\nmsgstr "(.*)"$`, 'm').exec(catalogue)
  if (!match?.[1]) throw new Error(`no English text for ${id} in the site's errors catalogue`)
  return JSON.parse(`"${match[1]}"`) as string
}
