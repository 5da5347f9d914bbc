import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { Hero } from '@lobbykit/ui/Hero'
import {
  GameCardList,
  HomeSection,
  HomeSections,
  PromoList,
  SectionGameGrid,
  useHomeHero,
} from '@lobbykit/ui/homeKit'
import type { GameSection, HomeProps } from '@lobbykit/ui/template'
import { WinnersFeed } from '@lobbykit/ui/WinnersFeed'
import * as styles from './Home.css'

/** Palazzo alternates a four-a-row grid of name-band posters with a ranked top ten. */
const looks = ['grid', 'ranked'] as const

function Section({ section, index, home }: { section: GameSection; index: number; home: HomeProps }) {
  const rank = (_: unknown, place: number) => (
    <span className={styles.rank} aria-hidden="true">
      {place + 1}
    </span>
  )
  const ranked = { className: styles.ranked, itemClassName: styles.rankedItem, before: rank } as const
  return (
    <HomeSection section={section} className={styles.section} headerVariant="underline">
      {looks[index % looks.length] === 'grid' ? (
        <div className={styles.grid}>
          <SectionGameGrid home={home} section={section} variant="poster" gap={16} />
        </div>
      ) : (
        <GameCardList
          home={home}
          games={section.games.slice(0, 10)}
          as="ol"
          card={{ variant: 'row' }}
          {...ranked}
        />
      )}
    </HomeSection>
  )
}

const promo = { item: styles.promo, title: styles.promoTitle, text: styles.promoText, link: styles.promoLink }

/**
 * Palazzo's home: a poster with its text on a solid panel, the directory of categories, the tenant's promotions
 * as the trio, the sections, then the winners board.
 */
export function Home(props: HomeProps) {
  const { t } = useLingui()
  const hero = useHomeHero(props)
  return (
    <div className={styles.home}>
      <Hero variant="full" className={styles.hero} {...hero.art} {...hero.cta} {...hero.secondary} />
      <CategoryStrip
        categories={props.categories}
        variant="chips"
        label={t`Categories`}
        className={styles.directory}
      />
      <PromoList home={props} className={styles.promos} routerLink classNames={promo} />
      <HomeSections home={props} skeleton={{ variant: 'poster', gap: 16 }} skeletonClassName={styles.grid}>
        {(section, index) => <Section section={section} index={index} home={props} />}
      </HomeSections>
      <WinnersFeed feed={props.feed} site={props.site} className={styles.board} />
    </div>
  )
}
