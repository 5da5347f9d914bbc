import { createFileRoute } from '@tanstack/react-router'
import { PromotionsPage } from '../../features/info/PromotionsPage'

export const Route = createFileRoute('/{-$lang}/promotions')({
  staticData: { page: 'promotions' },
  component: PromotionsPage,
})
