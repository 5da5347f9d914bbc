import { createFileRoute } from '@tanstack/react-router'
import { InboxPage } from '../../features/engagement/InboxPage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/inbox')({
  staticData: metaFor('/inbox'),
  component: InboxPage,
})
