import { useLingui } from '@lingui/react/macro'
import { Outlet, useMatches } from '@tanstack/react-router'
import { type LayoutName, PlainFrame } from './frames'
import { Overlays } from './Overlays'
import { useTemplateProps } from './templateProps'
import { useRouteSeo } from './useRouteSeo'
import { useShell } from './useShell'

/** The deepest matched route's layout name; undefined means the tenant's template (docs/product.md#layouts). */
function useRouteLayout(): LayoutName | undefined {
  return useMatches({
    select: (matches) => matches.findLast((match) => match.staticData?.layout)?.staticData?.layout,
  })
}

function TemplateFrame() {
  const shell = useShell()
  const props = useTemplateProps()
  const Layout = shell.templateModule.Layout
  return (
    <Layout
      site={props.site}
      session={props.session}
      menu={props.menu}
      categories={props.categories}
      footerLinks={props.footerLinks}
      actions={props.actions}
      pathname={props.pathname}
    >
      <Outlet />
    </Layout>
  )
}

/** Picks the page's layout: the route's own (`default`, `minigame`) or the tenant's template. */
export function ShellFrame() {
  const { t } = useLingui()
  const shell = useShell()
  const layout = useRouteLayout()
  const props = useTemplateProps()
  useRouteSeo()
  return (
    <div data-layout={layout ?? shell.template.id}>
      {layout ? (
        <PlainFrame
          layout={layout}
          siteName={props.site.siteName}
          homeHref={props.href('/')}
          backLabel={t`Back to home`}
        >
          <Outlet />
        </PlainFrame>
      ) : (
        <TemplateFrame />
      )}
      <Overlays />
    </div>
  )
}
