import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { Hero } from '@lobbykit/ui/Hero'
import {
  GameShowcase,
  HomeCardSection,
  HomeSections,
  HomeShelf,
  PromoList,
  useHomeHero,
} from '@lobbykit/ui/homeKit'
import type { HomeProps } from '@lobbykit/ui/template'
import { WinnersFeed } from '@lobbykit/ui/WinnersFeed'
import * as styles from './Home.css'

/** How each home section is laid out, in order; the list repeats for further sections. */
const looks = ['row', 'grid'] as const
const row = { variant: 'wide', itemWidth: '300px', className: styles.section } as const
const grid = { className: styles.section, listClassName: styles.grid, itemClassName: styles.item } as const

/**
 * The top of the home: the tenant's banner as a cinematic full-width card when there is one, then the game of the
 * week (the hot list's first game) beside four more to pick from. Without a banner the game of the week carries
 * the site's welcome and its action.
 */
function Feature(props: HomeProps) {
  const { t } = useLingui()
  const hero = useHomeHero(props)
  const { banner } = hero
  const [lead, ...rest] = props.sections[0]?.games ?? []
  const picks = { className: styles.featureList, itemClassName: styles.item }
  const byline = lead?.provider_name ? `${lead.game_name} · ${lead.provider_name}` : lead?.game_name
  const week = { variant: 'split', className: styles.hero, kicker: t`Game of the week` } as const
  const play = { ctaLabel: hero.playFirst?.label, onCta: hero.playFirst?.run }
  const showcase = (
    <GameShowcase home={props} games={rest.slice(0, 4)} label={t`More games of the week`} {...picks} />
  )
  if (banner) {
    return (
      <>
        <Hero variant="full" className={styles.banner} {...hero.art} {...hero.cta} />
        {lead ? (
          <div className={styles.feature}>
            <Hero
              {...week}
              {...play}
              headingLevel={2}
              title={lead.game_name}
              subtitle={lead.provider_name}
              image={lead.game_image}
            />
            {showcase}
          </div>
        ) : null}
      </>
    )
  }
  return (
    <div className={styles.feature}>
      <Hero
        {...week}
        {...play}
        title={hero.words.title}
        subtitle={lead ? byline : hero.words.subtitle}
        image={lead?.game_image ?? hero.art.image}
        secondaryLabel={hero.welcome.label}
        onSecondary={hero.welcome.run}
      />
      {showcase}
    </div>
  )
}

/**
 * Galaxy's home: the tenant's banner and the game of the week, the categories as glass chips, cinematic rows
 * and grids of wide 16:9 cards, then the winners feed and the promotions as mission cards.
 */
export function Home(props: HomeProps) {
  const { t } = useLingui()
  return (
    <div className={styles.home}>
      <Feature {...props} />
      <CategoryStrip
        categories={props.categories}
        variant="chips"
        icons
        label={t`Categories`}
        className={styles.shortcuts}
      />
      <HomeSections home={props} skeleton={{ variant: 'wide', skeletonCount: 8, minItemWidth: 240, gap: 20 }}>
        {(section, index) =>
          looks[index % looks.length] === 'row' ? (
            <HomeShelf home={props} section={section} {...row} />
          ) : (
            <HomeCardSection home={props} section={section} card={{ variant: 'wide' }} {...grid} />
          )
        }
      </HomeSections>
      <WinnersFeed feed={props.feed} site={props.site} className={styles.feed} />
      {/* The tenant's promotions under the games as mission cards, each its art, a line and a link. */}
      <PromoList home={props} art routerLink className={styles.missions} titleAs="strong" />
    </div>
  )
}
