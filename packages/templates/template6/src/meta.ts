import { templateById } from '@lobbykit/contract'
import type { TemplateMeta } from '@lobbykit/ui/template'

/** What the registry knows of this package, plus its design name; the test checks the two agree. */
export const meta: TemplateMeta = {
  ...templateById('template6'),
  name: 'Dynasty',
  description:
    'Asian live-casino palace: a two-row header on a brand band, an icon strip of categories, live dealer tables first and framed cards',
}

/** From this width the template shows its desktop layout (docs/product.md#template-breakpoints). */
export const desktop = `screen and (min-width: ${meta.breakpoint}px)`
