import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '../../features/cms/CmsPage'

export const Route = createFileRoute('/{-$lang}/about')({
  staticData: { page: 'about', cms: true },
  component: AboutPage,
})
