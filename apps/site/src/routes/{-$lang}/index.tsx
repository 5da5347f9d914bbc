import { createFileRoute, redirect } from '@tanstack/react-router'
import { HomePage } from '../../features/home/HomePage'
import { metaFor } from '../../shell/routeMeta'
import { domainConfig } from '../../shell/siteConfig'

export const Route = createFileRoute('/{-$lang}/')({
  staticData: metaFor('/'),
  // The root redirect is configured per tenant domain (docs/product.md#language-prefix).
  beforeLoad: ({ context, params }) => {
    const target = domainConfig(context.shell.hostname).rootRedirect
    if (target && target !== '/') {
      throw redirect({ href: params.lang ? `/${params.lang}${target}` : target })
    }
  },
  component: HomePage,
})
