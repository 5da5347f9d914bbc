import { createFileRoute } from '@tanstack/react-router'
import { FaqsPage } from '../../features/cms/CmsPage'
import { loadMessageGroup } from '../../i18n/activate'

export const Route = createFileRoute('/{-$lang}/faqs')({
  staticData: { page: 'faqs', cms: true },
  // Its page's texts are the public pages' group (docs/architecture.md#languages-and-texts).
  beforeLoad: () => loadMessageGroup('pages'),
  component: FaqsPage,
})
