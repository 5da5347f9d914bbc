import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPolicyPage } from '../../features/cms/CmsPage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/privacy-policy')({
  staticData: metaFor('/privacy-policy'),
  component: PrivacyPolicyPage,
})
