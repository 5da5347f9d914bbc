import { templateById } from '@lobbykit/contract'

/** What the registry knows of this package; the test checks the two agree. */
export const meta = {
  ...templateById('template1'),
  name: 'Harbor',
  description: 'Dark, roomy casino lobby: top bar, full-width hero, category strip and large rounded cards',
} as const
