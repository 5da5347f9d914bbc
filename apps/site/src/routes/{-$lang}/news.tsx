import { createFileRoute } from '@tanstack/react-router'
import { NewsPage } from '../../features/info/NewsPage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/news')({
  staticData: metaFor('/news'),
  component: NewsPage,
})
