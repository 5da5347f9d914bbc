import type { ReactNode } from 'react'
import { Button } from '../Button/Button'
import * as styles from './Hero.css'

export interface HeroProps extends styles.HeroVariants {
  title: string
  kicker?: string
  subtitle?: string
  image?: string
  ctaLabel?: string
  onCta?: () => void
  secondaryLabel?: string
  onSecondary?: () => void
  /** h1 on a home page; h2 when the page already has its heading. */
  headingLevel?: 1 | 2
  children?: ReactNode
  className?: string
}

/** The promotional banner at the top of a home page, in four arrangements. */
export function Hero({
  title,
  kicker,
  subtitle,
  image,
  ctaLabel,
  onCta,
  secondaryLabel,
  onSecondary,
  headingLevel = 1,
  variant = 'full',
  children,
  className,
}: HeroProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const onColour = variant === 'card'
  return (
    <section
      aria-label={title}
      data-block="hero"
      className={[styles.hero({ variant }), className].filter(Boolean).join(' ')}
    >
      {image && variant === 'full' ? (
        <>
          <img className={styles.fullImage} src={image} alt="" />
          <div className={styles.fullScrim} />
        </>
      ) : null}
      {image && variant !== 'full' && variant !== 'compact' ? (
        <img className={styles.media({ variant })} src={image} alt="" />
      ) : null}
      <div className={styles.body({ variant })}>
        {kicker ? <p className={styles.kicker}>{kicker}</p> : null}
        <Heading className={styles.title({ variant })}>{title}</Heading>
        {subtitle && variant !== 'compact' ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {children}
        {variant !== 'compact' && (ctaLabel || secondaryLabel) ? (
          <div className={styles.actions}>
            {ctaLabel ? (
              <Button size="lg" tone={onColour ? 'accent' : 'brand'} onClick={onCta}>
                {ctaLabel}
              </Button>
            ) : null}
            {secondaryLabel && !onColour ? (
              <Button size="lg" tone="neutral" onClick={onSecondary}>
                {secondaryLabel}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      {variant === 'compact' && ctaLabel ? (
        <Button tone="brand" onClick={onCta}>
          {ctaLabel}
        </Button>
      ) : null}
    </section>
  )
}
