import { templateById } from '@lobbykit/contract'
import type { TemplateMeta } from '@lobbykit/ui/template'

/** What the registry knows of this package, plus its design name; the test checks the two agree. */
export const meta: TemplateMeta = {
  ...templateById('template9'),
  name: 'Palazzo',
  description:
    'Grand hotel casino: two-row header with a tab strip, a side-aligned poster, promotion trio, ranked list and sidebar lobby in Palatino',
}

/** From this width the template shows its desktop layout (docs/product.md#template-breakpoints). */
export const desktop = `screen and (min-width: ${meta.breakpoint}px)`
