import { createFileRoute } from '@tanstack/react-router'
import { VipPage } from '../../../features/engagement/VipPage'

export const Route = createFileRoute('/{-$lang}/_player/vip')({
  staticData: { page: 'vip' },
  component: VipPage,
})
