import { createFileRoute } from '@tanstack/react-router'
import { FaqsPage } from '../../features/cms/CmsPage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/faqs')({
  staticData: metaFor('/faqs'),
  component: FaqsPage,
})
