import { createFileRoute } from '@tanstack/react-router'
import { VipPage } from '../../features/engagement/VipPage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/vip')({
  staticData: metaFor('/vip'),
  component: VipPage,
})
