import { templateById } from '@lobbykit/contract'
import type { TemplateMeta } from '@lobbykit/ui/template'

/** What the registry knows of this package, plus its design name; the test checks the two agree. */
export const meta: TemplateMeta = {
  ...templateById('template8'),
  name: 'Strip',
  description:
    'Busy Vegas strip: compact rounded type, pill navigation, a jackpot band and nothing but swipeable rows',
}

/** From this width the template shows its desktop layout (docs/product.md#template-breakpoints). */
export const desktop = `screen and (min-width: ${meta.breakpoint}px)`
