import { templateById } from '@lobbykit/contract'
import type { TemplateMeta } from '@lobbykit/ui/template'

/** What the registry knows of this package, plus its design name; the test checks the two agree. */
export const meta: TemplateMeta = {
  ...templateById('template12'),
  name: 'Quest',
  description:
    'Adventure slots: slab-serif titles, a tab strip of categories, a full-bleed poster and wide rows of big posters',
}

/** From this width the template shows its desktop layout (docs/product.md#template-breakpoints). */
export const desktop = `screen and (min-width: ${meta.breakpoint}px)`
