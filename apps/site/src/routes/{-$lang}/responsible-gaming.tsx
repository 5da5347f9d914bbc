import { createFileRoute } from '@tanstack/react-router'
import { ResponsibleGamingPage } from '../../features/wallet/ResponsibleGamingPage'

export const Route = createFileRoute('/{-$lang}/responsible-gaming')({
  staticData: { page: 'responsible-gaming' },
  component: ResponsibleGamingPage,
})
