import { Hero } from '@lobbykit/ui/Hero'
import { HomeCardSection, HomeSections, HomeShelf, useHomeHero } from '@lobbykit/ui/homeKit'
import type { HomeProps } from '@lobbykit/ui/template'
import * as styles from './Home.css'

/** The salon's tables: three wide cards a row under a centred, ruled title. */
const tables = {
  className: styles.tables,
  listClassName: styles.tableGrid,
  card: { variant: 'wide' },
} as const
/** The poster rows between them. */
const posters = { variant: 'poster', itemWidth: 'clamp(158px, 42vw, 220px)' } as const

/** Salon's home: a full-bleed poster with a centred card of text, wide table cards, then a poster row. */
export function Home(props: HomeProps) {
  const hero = useHomeHero(props)
  return (
    <div className={styles.home}>
      <Hero {...hero.art} {...hero.cta} {...hero.secondary} variant="full" className={styles.poster} />
      <HomeSections home={props} skeleton={{ variant: 'wide', skeletonCount: 6 }} keepSections>
        {(section, index) =>
          index % 2 === 0 ? (
            <HomeCardSection home={props} section={section} headerVariant="underline" {...tables} />
          ) : (
            <HomeShelf home={props} section={section} headerVariant="underline" {...posters} />
          )
        }
      </HomeSections>
    </div>
  )
}
