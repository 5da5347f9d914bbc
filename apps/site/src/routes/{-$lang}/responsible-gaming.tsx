import { createFileRoute } from '@tanstack/react-router'
import { ResponsibleGamingPage } from '../../features/cms/CmsPage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/responsible-gaming')({
  staticData: metaFor('/responsible-gaming'),
  component: ResponsibleGamingPage,
})
