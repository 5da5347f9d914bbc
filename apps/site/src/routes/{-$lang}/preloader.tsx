import { createFileRoute } from '@tanstack/react-router'
import { PreloaderPage } from '../../features/info/PreloaderPage'
import { loadMessageGroup } from '../../i18n/activate'

export const Route = createFileRoute('/{-$lang}/preloader')({
  staticData: { page: 'preloader', layout: 'default' },
  // Its page's texts are the public pages' group (docs/architecture.md#languages-and-texts).
  beforeLoad: () => loadMessageGroup('pages'),
  component: PreloaderPage,
})
