import type { Messages } from '@lingui/core'

export interface CatalogueModule {
  messages: Messages
}

/**
 * The catalogues of the groups a page adds to the five every page needs (`loadMessageGroup`): the player's pages'
 * texts, the public pages' beyond the home and the lobbies, the dialogs' and sign-in forms' and the originals'
 * windows'. Their table loads with the first of them
 * (docs/architecture.md#first-visit-code).
 */
export const extraCatalogues = import.meta.glob<CatalogueModule>(
  '../locales/*/{player,pages,dialogs,originals}.po',
)
