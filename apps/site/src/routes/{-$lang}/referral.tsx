import { createFileRoute } from '@tanstack/react-router'
import { ReferralPage } from '../../features/engagement/ReferralPage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/referral')({
  staticData: metaFor('/referral'),
  component: ReferralPage,
})
