import type { ButtonHTMLAttributes } from 'react'
import { type ButtonVariants, button } from './Button.css'

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariants

export function Button({ tone, size, block, className, type = 'button', ...rest }: ButtonProps) {
  const classes = button({ tone, size, block })
  return <button type={type} className={className ? `${classes} ${className}` : classes} {...rest} />
}
