import { useLingui } from '@lingui/react/macro'
import { Fragment, useLayoutEffect, useRef } from 'react'
import { Link } from '../Link/Link'
import type { SiteView } from '../template/types'
import * as styles from './Logo.css'

export interface LogoProps extends styles.LogoVariants {
  site: Pick<SiteView, 'siteName' | 'logo' | 'mark' | 'logoText'>
  /** emblem: mark and name; wordmark: the name alone, its last word in the brand colour; image: the logo image alone. */
  variant?: (typeof styles.logoVariants)[number]
  href?: string
  className?: string
}

/** The site's logo, linking home. Its accessible name is always the site's name. */
export function Logo({ site, variant = 'emblem', size, href = '/', className }: LogoProps) {
  const { t } = useLingui()
  const classes = [styles.logo({ size }), className].filter(Boolean).join(' ')
  const text = site.logoText || site.siteName
  const siteName = site.siteName
  const words = text.split(' ').filter(Boolean)
  const textRef = useRef<HTMLSpanElement>(null)
  const hasMark = variant === 'emblem' && Boolean(site.logo)
  // A word cut at the box's edge is hidden whole (its room kept, so hiding it changes no width).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the words are laid out anew when the name changes
  useLayoutEffect(() => {
    const box = textRef.current
    if (!box) return
    const hideCutWords = () => {
      // A trailing pixel or two of a letter is no cut.
      const edge = box.getBoundingClientRect().right + 2
      box.querySelectorAll<HTMLElement>('[data-word]').forEach((word, index) => {
        // Without a mark beside it, the first word stays: a logo never goes blank.
        const keep = index === 0 && !hasMark
        word.style.visibility = !keep && word.getBoundingClientRect().right > edge ? 'hidden' : ''
      })
    }
    // The observer's first report comes after layout and before the first paint: no layout forced here.
    if (typeof ResizeObserver === 'undefined') {
      hideCutWords()
      return
    }
    const observer = new ResizeObserver(hideCutWords)
    observer.observe(box)
    return () => observer.disconnect()
  }, [text, hasMark])
  return (
    <Link href={href} className={classes} aria-label={t`${siteName} home`}>
      {variant === 'image' && site.logo ? <img className={styles.image} src={site.logo} alt="" /> : null}
      {variant === 'emblem' && site.logo ? (
        <img className={styles.mark} src={site.mark || site.logo} alt="" width={48} height={48} />
      ) : null}
      {variant !== 'image' || !site.logo ? (
        <span className={styles.text} ref={textRef}>
          {words.map((word, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a name's words in their order
            <Fragment key={index}>
              {index > 0 ? ' ' : null}
              <span
                data-word=""
                className={
                  variant === 'wordmark' && index === words.length - 1
                    ? `${styles.word} ${styles.accent}`
                    : styles.word
                }
              >
                {word}
              </span>
            </Fragment>
          ))}
        </span>
      ) : null}
    </Link>
  )
}
