import { initials } from '../demo/art'
import * as styles from './PlaceholderImage.css'

export const defaultPlaceholderSize = 32

export interface PlaceholderImageProps {
  /** Width and height in px (docs/product.md#placeholder-image: 32 by default). */
  size?: number
  /** Width overrides size, for non-square slots; height follows size. */
  width?: number | string
  height?: number | string
  /** What the missing image shows; its initials are drawn when there is room. */
  label?: string
  className?: string
}

/** Stands in for an image that is loading or failed to load: a neutral tile, with initials when large enough. */
export function PlaceholderImage({
  size = defaultPlaceholderSize,
  width,
  height,
  label,
  className,
}: PlaceholderImageProps) {
  const w = width ?? size
  const h = height ?? size
  const numeric = typeof w === 'number' && typeof h === 'number' ? Math.min(w, h) : size
  const showText = label && numeric >= 40
  const classes = [styles.placeholder, className].filter(Boolean).join(' ')
  const style = { width: w, height: h }
  const picture = showText ? (
    <span className={styles.text} style={{ fontSize: Math.round(numeric * 0.3) }} aria-hidden="true">
      {initials(label)}
    </span>
  ) : (
    <svg
      width={Math.max(12, Math.round(numeric * 0.5))}
      height={Math.max(12, Math.round(numeric * 0.5))}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <path d="M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15 9h.01" />
    </svg>
  )
  if (!label) {
    return (
      <span aria-hidden="true" className={classes} style={style}>
        {picture}
      </span>
    )
  }
  return (
    <span role="img" aria-label={label} className={classes} style={style}>
      {picture}
    </span>
  )
}
