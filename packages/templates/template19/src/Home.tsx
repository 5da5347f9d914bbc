import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { Hero } from '@lobbykit/ui/Hero'
import { HomeCardSection, HomeSections, HomeShelf, PromoList, useHomeHero } from '@lobbykit/ui/homeKit'
import { Icon } from '@lobbykit/ui/Icon'
import type { GameTile, HomeProps } from '@lobbykit/ui/template'
import { WinnersFeed } from '@lobbykit/ui/WinnersFeed'
import { useState } from 'react'
import * as styles from './Home.css'

interface Slide {
  key: string
  kicker?: string
  title: string
  text?: string
  image?: string
  game?: GameTile
  /** Where a banner leads: its own words and address. */
  action?: { label: string; href: string }
}

/** The carousel: every banner of the tenant in its order, then the first three hot games, one slide at a time. */
function Carousel(props: HomeProps) {
  const { t } = useLingui()
  const { sections, actions, site, banners = [] } = props
  const { welcome } = useHomeHero(props)
  const slides: Slide[] = [
    ...banners.map((banner) => ({
      key: `banner-${banner.key}`,
      kicker: banner.kicker,
      title: banner.title,
      text: banner.subtitle,
      image: banner.image,
      action:
        banner.href && banner.cta && actions.openLink ? { label: banner.cta, href: banner.href } : undefined,
    })),
    ...(sections[0]?.games ?? []).slice(0, 3).map((game) => ({
      key: game.game_code,
      title: game.game_name,
      text: game.provider_name,
      image: game.game_image,
      game,
    })),
  ]
  if (slides.length === 0)
    slides.push({ key: 'welcome', title: t`Welcome to ${{ siteName: site.siteName }}` })
  const [index, setIndex] = useState(0)
  const slide = slides[index % slides.length]
  const step = (by: number) => setIndex((current) => (current + by + slides.length) % slides.length)
  return (
    <section className={styles.carousel} aria-label={t`Highlights`}>
      <div aria-live="polite" className={styles.stage}>
        {slide ? (
          <Hero
            key={slide.key}
            variant="split"
            headingLevel={1}
            className={styles.slide}
            kicker={slide.kicker}
            title={slide.title}
            subtitle={slide.text}
            image={slide.image}
            ctaLabel={slide.game ? t`Play now` : (slide.action?.label ?? welcome.label)}
            onCta={() => {
              if (slide.game) actions.playGame(slide.game)
              else if (slide.action) actions.openLink?.(slide.action.href)
              else welcome.run()
            }}
          />
        ) : null}
      </div>
      {slides.length > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => step(-1)}
            aria-label={t`Previous slide`}
          >
            <Icon name="chevronLeft" />
          </button>
          <ul className={styles.dots}>
            {slides.map((s, i) => (
              <li key={s.key}>
                <button
                  type="button"
                  className={styles.dot}
                  aria-label={t`Show slide ${{ number: i + 1 }}: ${{ title: s.title }}`}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => setIndex(i)}
                />
              </li>
            ))}
          </ul>
          <button type="button" className={styles.arrow} onClick={() => step(1)} aria-label={t`Next slide`}>
            <Icon name="chevronRight" />
          </button>
        </div>
      ) : null}
    </section>
  )
}

/** A bento box: the first game twice as big, nine tiles in all. */
const bento = {
  className: styles.section,
  listClassName: styles.bento,
  itemClassName: styles.bentoItem,
  eager: 3,
}
/** Round bubbles and poster rows around it. */
const rows = {
  bubbles: { variant: 'tile', itemWidth: '112px', className: styles.bubbles },
  posters: { variant: 'poster', itemWidth: '156px', className: styles.section },
} as const

/** Each promotion as a bright tile: the whole tile one link, its art over the title and line. */
const promoTile = {
  item: styles.promo,
  art: styles.promoArt,
  title: styles.promoTitle,
  text: styles.promoText,
}

/**
 * Fizz's home: the carousel (the tenant's banners, then hot games), a row of round bubbles, a bento of tiles and a
 * row of posters (repeating), then every category as a bubble, the winners feed and the promotions as bright
 * tiles.
 */
export function Home(props: HomeProps) {
  const { t } = useLingui()
  return (
    <div className={styles.home}>
      <Carousel {...props} />
      <HomeSections home={props} skeleton={{ variant: 'tile', minItemWidth: 110, skeletonCount: 12 }}>
        {(section, index) => {
          const look = index % 3
          const games = section.games.slice(0, 9)
          if (look === 1)
            return (
              <HomeCardSection
                home={props}
                section={section}
                games={games}
                card={{ variant: 'tile' }}
                {...bento}
              />
            )
          return <HomeShelf home={props} section={section} {...rows[look === 0 ? 'bubbles' : 'posters']} />
        }}
      </HomeSections>
      <CategoryStrip
        categories={props.categories}
        variant="tiles"
        label={t`Categories`}
        className={styles.categoryBubbles}
      />
      <WinnersFeed feed={props.feed} site={props.site} className={styles.feed} />
      <PromoList
        home={props}
        layout="ticket"
        art
        routerLink
        className={styles.promos}
        classNames={promoTile}
      />
    </div>
  )
}
