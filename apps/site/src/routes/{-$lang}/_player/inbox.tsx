import { createFileRoute } from '@tanstack/react-router'
import { InboxPage } from '../../../features/engagement/InboxPage'

export const Route = createFileRoute('/{-$lang}/_player/inbox')({
  staticData: { page: 'inbox' },
  component: InboxPage,
})
