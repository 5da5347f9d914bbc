import { createFileRoute } from '@tanstack/react-router'
import { BankingPage } from '../../features/cms/CmsPage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/banking')({
  staticData: metaFor('/banking'),
  component: BankingPage,
})
