import { createFileRoute } from '@tanstack/react-router'
import { PromotionsPage } from '../../features/info/PromotionsPage'
import { loadMessageGroup } from '../../i18n/activate'

export const Route = createFileRoute('/{-$lang}/promotions')({
  staticData: { page: 'promotions' },
  // Its page shares texts with the public pages and, for the deposit bonuses, the player's pages: a visitor who
  // signs in on it sees them at once (docs/architecture.md#languages-and-texts).
  beforeLoad: async () => {
    await Promise.all([loadMessageGroup('pages'), loadMessageGroup('player')])
  },
  component: PromotionsPage,
})
