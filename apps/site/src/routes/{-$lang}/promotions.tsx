import { createFileRoute } from '@tanstack/react-router'
import { PromotionsPage } from '../../features/info/PromotionsPage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/promotions')({
  staticData: metaFor('/promotions'),
  component: PromotionsPage,
})
