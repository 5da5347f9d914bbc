import { createFileRoute } from '@tanstack/react-router'
import { SpinPage } from '../../../features/engagement/SpinPage'

export const Route = createFileRoute('/{-$lang}/_player/spin')({
  staticData: { page: 'spin' },
  component: SpinPage,
})
