import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPolicyPage } from '../../features/cms/CmsPage'
import { loadMessageGroup } from '../../i18n/activate'

export const Route = createFileRoute('/{-$lang}/privacy-policy')({
  staticData: { page: 'privacy-policy', cms: true },
  // Its page's texts are the public pages' group (docs/architecture.md#languages-and-texts).
  beforeLoad: () => loadMessageGroup('pages'),
  component: PrivacyPolicyPage,
})
