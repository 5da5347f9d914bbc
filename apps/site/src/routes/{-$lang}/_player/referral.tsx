import { createFileRoute } from '@tanstack/react-router'
import { ReferralPage } from '../../../features/engagement/ReferralPage'

export const Route = createFileRoute('/{-$lang}/_player/referral')({
  staticData: { page: 'referral' },
  component: ReferralPage,
})
