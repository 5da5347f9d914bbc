import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '../../features/cms/CmsPage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/about')({
  staticData: metaFor('/about'),
  component: AboutPage,
})
