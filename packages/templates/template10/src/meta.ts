import { templateById } from '@lobbykit/contract'
import type { TemplateMeta } from '@lobbykit/ui/template'

/** What the registry knows of this package, plus its design name; the test checks the two agree. */
export const meta: TemplateMeta = {
  ...templateById('template10'),
  name: 'Candy',
  description:
    'Sugary slot hall: accent-coloured header, an icon strip, the game of the week in giant art, and tall posters everywhere',
}

/** From this width the template shows its desktop layout (docs/product.md#template-breakpoints). */
export const desktop = `screen and (min-width: ${meta.breakpoint}px)`
