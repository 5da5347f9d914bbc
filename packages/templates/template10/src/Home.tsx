import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { Hero } from '@lobbykit/ui/Hero'
import {
  GameShowcase,
  HomeGridSection,
  HomeSections,
  HomeShelf,
  PromoList,
  useHomeHero,
  WelcomeStrip,
} from '@lobbykit/ui/homeKit'
import type { HomeProps } from '@lobbykit/ui/template'
import { WinnersFeed } from '@lobbykit/ui/WinnersFeed'
import * as styles from './Home.css'

/**
 * The hero: the tenant's banner (its words and its action) beside the game of the week in giant art, with four
 * more games to try. Without a banner it welcomes the player and leads with the game.
 */
function GameOfTheWeek(props: HomeProps) {
  const { t } = useLingui()
  const hero = useHomeHero(props)
  const [lead, ...more] = props.sections[0]?.games ?? []
  const main = hero.banner ? hero.welcome : (hero.playFirst ?? hero.welcome)
  const second = main === hero.welcome ? hero.playFirst : hero.welcome
  return (
    <Hero
      variant="split"
      className={styles.hero}
      image={lead?.game_image}
      kicker={hero.words.kicker ?? t`Game of the week`}
      title={hero.words.title}
      subtitle={hero.words.subtitle}
      ctaLabel={main.label}
      onCta={main.run}
      secondaryLabel={second?.label}
      onSecondary={second?.run}
    >
      {lead ? (
        <p className={styles.leadName}>
          {hero.words.kicker ? <span className={styles.leadKicker}>{t`Game of the week`}</span> : null}
          {lead.game_name}
          {lead.provider_name ? (
            <span className={styles.leadBy}> {t`by ${{ provider: lead.provider_name }}`}</span>
          ) : null}
        </p>
      ) : null}
      <GameShowcase home={props} games={more.slice(0, 4)} className={styles.tryList} label={t`More to try`} />
    </Hero>
  )
}

/** Candy's sections alternate: a five-a-row wall of tall posters, then a sideways row of them. */
const wall = { className: styles.wall, variant: 'poster', gap: 20, headerVariant: 'bar' } as const
const row = { className: styles.shelf, variant: 'poster', itemWidth: '220px', headerVariant: 'bar' } as const

/** The tenant's promotions as sweet cards: the art on top, the words and the way in under it. */
const sweets = {
  item: styles.promo,
  art: styles.promoArt,
  title: styles.promoTitle,
  text: styles.promoText,
  link: styles.promoLink,
}

/**
 * Candy's home: the banner beside the game of the week in giant art, the categories as candy pills, a welcome
 * strip for players, tall posters, then the tenant's promotions and the winners board.
 */
export function Home(props: HomeProps) {
  const { t } = useLingui()
  const greeting = { className: styles.welcomeText, vipClassName: styles.vip }
  return (
    <div className={styles.home}>
      <GameOfTheWeek {...props} />
      <CategoryStrip
        categories={props.categories}
        variant="chips"
        label={t`Categories`}
        className={styles.categories}
      />
      <WelcomeStrip home={props} className={styles.welcome} greeting={greeting} />
      <HomeSections home={props} skeleton={{ variant: 'poster', gap: 20 }}>
        {(section, index) =>
          index % 2 === 1 ? (
            <HomeShelf home={props} section={section} {...row} />
          ) : (
            <HomeGridSection home={props} section={section} {...wall} />
          )
        }
      </HomeSections>
      <PromoList home={props} art className={styles.promos} classNames={sweets} />
      <WinnersFeed feed={props.feed} site={props.site} className={styles.feed} />
    </div>
  )
}
