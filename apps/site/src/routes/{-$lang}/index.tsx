import { createFileRoute, redirect } from '@tanstack/react-router'
import { HomePage } from '../../features/home/HomePage'
import { rootRedirect } from '../../shell/rootRedirect'

export const Route = createFileRoute('/{-$lang}/')({
  staticData: { page: 'home' },
  // The tenant's template decides the root redirect; it keeps the language prefix (docs/product.md#language-prefix).
  beforeLoad: ({ context, params }) => {
    const target = rootRedirect(context.shell.template)
    if (target) throw redirect({ href: params.lang ? `/${params.lang}${target}` : target })
  },
  component: HomePage,
})
