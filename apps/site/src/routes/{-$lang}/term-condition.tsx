import { createFileRoute } from '@tanstack/react-router'
import { TermsPage } from '../../features/cms/CmsPage'

export const Route = createFileRoute('/{-$lang}/term-condition')({
  staticData: { page: 'term-condition' },
  component: TermsPage,
})
