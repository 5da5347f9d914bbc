import { createFileRoute } from '@tanstack/react-router'
import { StatementPage } from '../../features/wallet/HistoryPages'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/statement')({
  staticData: metaFor('/statement'),
  component: StatementPage,
})
