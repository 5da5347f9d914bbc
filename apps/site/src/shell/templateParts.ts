import type { TemplatePartName } from '@lobbykit/contract/sitePages'
import type { RouterContext } from './context'

type PartLoader = (match: { context: RouterContext }) => Promise<void>

const partLoader =
  (part: TemplatePartName): PartLoader =>
  async ({ context }) => {
    await context.shell.templateModule[part].preload?.()
  }

/**
 * The loaders of the pages that show a part of the tenant's template (`templatePartOf` in the contract): the
 * home's and the lobby's code load with the first page that shows them, not with every first visit
 * (docs/architecture.md#first-visit-code). The router waits for them before it shows the page, and a drawn page
 * before it hydrates, so neither shows an empty part.
 */
export const templatePartLoaders: Record<TemplatePartName, PartLoader> = {
  Home: partLoader('Home'),
  Lobby: partLoader('Lobby'),
}
