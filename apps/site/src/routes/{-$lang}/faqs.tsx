import { createFileRoute } from '@tanstack/react-router'
import { FaqsPage } from '../../features/cms/CmsPage'

export const Route = createFileRoute('/{-$lang}/faqs')({
  staticData: { page: 'faqs', cms: true },
  component: FaqsPage,
})
