import type { LinkRenderProps } from '@lobbykit/ui/Link'
import { useNavigate } from '@tanstack/react-router'
import type { MouseEvent } from 'react'

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

/** Renders every ui link as an anchor the router handles, so moving between pages never reloads. */
export function RouterLink({ href, onClick, target, onMouseEnter, ...rest }: LinkRenderProps) {
  const navigate = useNavigate()
  const internal = href.startsWith('/') && !href.startsWith('//')
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onMouseEnter={onMouseEnter}
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented || !internal || target || !isPlainLeftClick(event)) return
        event.preventDefault()
        void navigate({ href })
      }}
    />
  )
}
