import { createFileRoute } from '@tanstack/react-router'
import { ResponsibleGamingPage } from '../../features/wallet/ResponsibleGamingPage'
import { loadMessageGroup } from '../../i18n/activate'

export const Route = createFileRoute('/{-$lang}/responsible-gaming')({
  staticData: { page: 'responsible-gaming', cms: true },
  // Its page shares texts with the player's pages and the CMS pages (docs/architecture.md#languages-and-texts).
  beforeLoad: async () => {
    await Promise.all([loadMessageGroup('player'), loadMessageGroup('pages')])
  },
  component: ResponsibleGamingPage,
})
