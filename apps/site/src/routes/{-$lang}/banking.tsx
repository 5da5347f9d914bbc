import { createFileRoute } from '@tanstack/react-router'
import { BankingPage } from '../../features/wallet/BankingPage'
import { loadMessageGroup } from '../../i18n/activate'

export const Route = createFileRoute('/{-$lang}/banking')({
  staticData: { page: 'banking', cms: true },
  // Its page shares texts with the player's pages and the CMS pages (docs/architecture.md#languages-and-texts).
  beforeLoad: async () => {
    await Promise.all([loadMessageGroup('player'), loadMessageGroup('pages')])
  },
  component: BankingPage,
})
