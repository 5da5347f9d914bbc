import { createFileRoute } from '@tanstack/react-router'
import { SpinPage } from '../../features/engagement/SpinPage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/spin')({
  staticData: metaFor('/spin'),
  component: SpinPage,
})
