import { createFileRoute } from '@tanstack/react-router'
import { PlayNowPage } from '../../../features/games/PlayNowPage'

// In the tenant's template (docs/product.md#playnow): inline on wide screens, a page of its own on phones.
export const Route = createFileRoute('/{-$lang}/_player/playnow')({
  staticData: { page: 'playnow' },
  component: PlayNowPage,
})
