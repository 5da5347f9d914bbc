import { createFileRoute } from '@tanstack/react-router'
import { SecurityPage } from '../../features/account/SecurityPage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/security')({
  staticData: metaFor('/security'),
  component: SecurityPage,
})
