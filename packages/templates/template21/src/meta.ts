import { templateById } from '@lobbykit/contract'
import type { TemplateMeta } from '@lobbykit/ui/template'

/** What the registry knows of this package, plus its design name; the test checks the two agree. */
export const meta: TemplateMeta = {
  ...templateById('template21'),
  name: 'Arena',
  description:
    'Matchday sportsbook: impact headlines, a sports tab strip, swipeable scorecards with odds, a market list and casino cards below',
}

/** From this width the template shows its desktop layout (docs/product.md#template-breakpoints). */
export const desktop = `screen and (min-width: ${meta.breakpoint}px)`
