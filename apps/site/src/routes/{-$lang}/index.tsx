import { createFileRoute, redirect } from '@tanstack/react-router'
import { HomePage } from '../../features/home/HomePage'
import { domainConfig } from '../../shell/siteConfig'

export const Route = createFileRoute('/{-$lang}/')({
  staticData: { page: 'home' },
  // The root redirect is configured per tenant domain (docs/product.md#language-prefix).
  beforeLoad: ({ context, params }) => {
    const target = domainConfig(context.shell.hostname).rootRedirect
    if (target && target !== '/') {
      throw redirect({ href: params.lang ? `/${params.lang}${target}` : target })
    }
  },
  component: HomePage,
})
