import type { TemplateEntry } from '@lobbykit/contract/registry'

/**
 * Where `/` sends a visitor, decided by the tenant's template (docs/product.md#language-prefix): the
 * sportsbook family opens on the sportsbook, every other family on its home page.
 */
export function rootRedirect(template: Pick<TemplateEntry, 'family'>): '/sports' | undefined {
  return template.family === 'sportsbook' ? '/sports' : undefined
}
