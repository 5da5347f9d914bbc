import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
} from 'react'

export interface LinkRenderProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string
}

const LinkContext = createContext<ComponentType<LinkRenderProps> | null>(null)

/**
 * Lets the shell render every ui link with its router (TanStack's `Link`), so navigation stays client-side;
 * without a provider, links are plain anchors (Storybook, tests).
 */
export function LinkProvider({
  component,
  children,
}: {
  component: ComponentType<LinkRenderProps>
  children: ReactNode
}) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>
}

export function Link(props: LinkRenderProps) {
  const Custom = useContext(LinkContext)
  if (Custom) return <Custom {...props} />
  return <a {...props} />
}
