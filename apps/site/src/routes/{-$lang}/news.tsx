import { createFileRoute } from '@tanstack/react-router'
import { NewsPage } from '../../features/info/NewsPage'
import { loadMessageGroup } from '../../i18n/activate'

export const Route = createFileRoute('/{-$lang}/news')({
  staticData: { page: 'news' },
  // Its page's texts are the public pages' group (docs/architecture.md#languages-and-texts).
  beforeLoad: () => loadMessageGroup('pages'),
  component: NewsPage,
})
