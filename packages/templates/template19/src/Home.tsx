import { useLingui } from '@lingui/react/macro'
import { Hero } from '@lobbykit/ui/Hero'
import { HomeCardSection, HomeSections, HomeShelf, useHomeHero } from '@lobbykit/ui/homeKit'
import { Icon } from '@lobbykit/ui/Icon'
import type { GameTile, HomeProps } from '@lobbykit/ui/template'
import { useState } from 'react'
import * as styles from './Home.css'

interface Slide {
  key: string
  kicker?: string
  title: string
  text?: string
  image?: string
  game?: GameTile
}

/** The carousel: the first banner, then the first three hot games, one slide at a time. */
function Carousel(props: HomeProps) {
  const { t } = useLingui()
  const { sections, actions, site } = props
  const { banner, welcome } = useHomeHero(props)
  const slides: Slide[] = [
    ...(banner
      ? [
          {
            key: banner.key,
            kicker: banner.kicker,
            title: banner.title,
            text: banner.subtitle,
            image: banner.image,
          },
        ]
      : []),
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
            ctaLabel={slide.game ? t`Play now` : welcome.label}
            onCta={() => (slide.game ? actions.playGame(slide.game) : welcome.run())}
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

/** Fizz's home: the carousel, then a row of round bubbles, a bento of tiles and a row of posters (repeating). */
export function Home(props: HomeProps) {
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
    </div>
  )
}
