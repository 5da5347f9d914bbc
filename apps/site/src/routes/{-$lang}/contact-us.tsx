import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '../../features/info/ContactPage'
import { loadMessageGroup } from '../../i18n/activate'

export const Route = createFileRoute('/{-$lang}/contact-us')({
  staticData: { page: 'contact-us' },
  // Its page's texts are the public pages' group (docs/architecture.md#languages-and-texts).
  beforeLoad: () => loadMessageGroup('pages'),
  component: ContactPage,
})
