import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPolicyPage } from '../../features/cms/CmsPage'

export const Route = createFileRoute('/{-$lang}/privacy-policy')({
  staticData: { page: 'privacy-policy', cms: true },
  component: PrivacyPolicyPage,
})
