import { createFileRoute } from '@tanstack/react-router'
import { TermsPage } from '../../features/cms/CmsPage'
import { loadMessageGroup } from '../../i18n/activate'

export const Route = createFileRoute('/{-$lang}/term-condition')({
  staticData: { page: 'term-condition' },
  // Its page's texts are the public pages' group (docs/architecture.md#languages-and-texts).
  beforeLoad: () => loadMessageGroup('pages'),
  component: TermsPage,
})
