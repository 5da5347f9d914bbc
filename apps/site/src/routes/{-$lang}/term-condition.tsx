import { createFileRoute } from '@tanstack/react-router'
import { TermsPage } from '../../features/cms/CmsPage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/term-condition')({
  staticData: metaFor('/term-condition'),
  component: TermsPage,
})
