import { templateById } from '@lobbykit/contract'
import type { TemplateMeta } from '@lobbykit/ui/template'

/** What the registry knows of this package, plus its design name; the test checks the two agree. */
export const meta: TemplateMeta = {
  ...templateById('template14'),
  name: 'Pixel',
  description:
    'Bare-bones pixel lobby: monospace headings, a narrow side rail, no banner at all, a bento wall, a top-ten list and list-row lobby',
}

/** From this width the template shows its desktop layout (docs/product.md#template-breakpoints). */
export const desktop = `screen and (min-width: ${meta.breakpoint}px)`
