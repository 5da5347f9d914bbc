import { createFileRoute } from '@tanstack/react-router'
import { NewsPage } from '../../features/info/NewsPage'

export const Route = createFileRoute('/{-$lang}/news')({
  staticData: { page: 'news' },
  component: NewsPage,
})
