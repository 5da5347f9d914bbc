import type { ButtonHTMLAttributes, MouseEvent } from 'react'
import { type ButtonVariants, button } from './Button.css'

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonVariants & {
    /**
     * A request it started is under way: the button looks disabled and ignores presses (a submit button does
     * not submit again), but keeps keyboard focus, so a keyboard or screen-reader user does not lose their
     * place the way a `disabled` button would make them.
     */
    busy?: boolean
  }

export function Button({
  tone,
  size,
  block,
  className,
  type = 'button',
  busy,
  onClick,
  ...rest
}: ButtonProps) {
  const classes = button({ tone, size, block })
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) return event.preventDefault()
    onClick?.(event)
  }
  return (
    <button
      type={type}
      className={className ? `${classes} ${className}` : classes}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={press}
      {...rest}
    />
  )
}
