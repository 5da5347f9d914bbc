import { createFileRoute } from '@tanstack/react-router'
import { PromotionsPage } from '../../features/info/PromotionsPage'
import { loadMessageGroup } from '../../i18n/activate'

export const Route = createFileRoute('/{-$lang}/promotions')({
  staticData: { page: 'promotions' },
  // Its page's texts are the public pages' group (docs/architecture.md#languages-and-texts).
  beforeLoad: () => loadMessageGroup('pages'),
  component: PromotionsPage,
})
