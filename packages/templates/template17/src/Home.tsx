import { useLingui } from '@lingui/react/macro'
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
import * as styles from './Home.css'

/** How each home section is laid out, in order; the list repeats for further sections. */
const looks = ['row', 'grid'] as const
const row = { variant: 'wide', itemWidth: '300px', className: styles.section } as const
const grid = { className: styles.section, listClassName: styles.grid, itemClassName: styles.item } as const

/** Game of the week: the hot list's first game beside the site's welcome, and four more to pick from. */
function Feature(props: HomeProps) {
  const { t } = useLingui()
  const hero = useHomeHero(props)
  const [lead, ...rest] = props.sections[0]?.games ?? []
  const picks = { className: styles.featureList, itemClassName: styles.item }
  const byline = lead?.provider_name ? `${lead.game_name} · ${lead.provider_name}` : lead?.game_name
  return (
    <div className={styles.feature}>
      <Hero
        variant="split"
        className={styles.hero}
        title={hero.words.title}
        kicker={t`Game of the week`}
        subtitle={lead ? byline : hero.words.subtitle}
        image={lead?.game_image ?? hero.art.image}
        ctaLabel={hero.playFirst?.label}
        onCta={hero.playFirst?.run}
        secondaryLabel={hero.welcome.label}
        onSecondary={hero.welcome.run}
      />
      <GameShowcase home={props} games={rest.slice(0, 4)} label={t`More games of the week`} {...picks} />
    </div>
  )
}

/** Galaxy's home: the game of the week, then cinematic rows and grids of wide 16:9 cards, then promotions. */
export function Home(props: HomeProps) {
  return (
    <div className={styles.home}>
      <Feature {...props} />
      <HomeSections home={props} skeleton={{ variant: 'wide', skeletonCount: 8, minItemWidth: 240, gap: 20 }}>
        {(section, index) =>
          looks[index % looks.length] === 'row' ? (
            <HomeShelf home={props} section={section} {...row} />
          ) : (
            <HomeCardSection home={props} section={section} card={{ variant: 'wide' }} {...grid} />
          )
        }
      </HomeSections>
      {/* Three ways to more play under the games, each an icon, a line and a link. */}
      <PromoList className={styles.missions} referralIcon="handshake" titleAs="strong" />
    </div>
  )
}
