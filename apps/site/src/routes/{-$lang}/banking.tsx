import { createFileRoute } from '@tanstack/react-router'
import { BankingPage } from '../../features/cms/CmsPage'

export const Route = createFileRoute('/{-$lang}/banking')({
  staticData: { page: 'banking' },
  component: BankingPage,
})
