import { useLingui } from '@lingui/react/macro'
import { Hero } from '@lobbykit/ui/Hero'
import {
  GameShowcase,
  HomeGridSection,
  HomeSections,
  HomeShelf,
  useHomeHero,
  WelcomeStrip,
} from '@lobbykit/ui/homeKit'
import type { HomeProps } from '@lobbykit/ui/template'
import * as styles from './Home.css'

/** The game of the week: its art large beside the title, with four more games to try. */
function GameOfTheWeek(props: HomeProps) {
  const { t } = useLingui()
  const hero = useHomeHero(props)
  const [lead, ...more] = props.sections[0]?.games ?? []
  const main = hero.playFirst ?? hero.welcome
  return (
    <Hero
      variant="split"
      className={styles.hero}
      image={lead?.game_image}
      kicker={t`Game of the week`}
      title={hero.words.title}
      ctaLabel={main.label}
      onCta={main.run}
      secondaryLabel={lead ? hero.welcome.label : undefined}
      onSecondary={hero.welcome.run}
    >
      {lead ? (
        <p className={styles.leadName}>
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

/** Candy's home: the game of the week in giant art, a welcome strip for players, then tall posters. */
export function Home(props: HomeProps) {
  const greeting = { className: styles.welcomeText, vipClassName: styles.vip }
  return (
    <div className={styles.home}>
      <GameOfTheWeek {...props} />
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
    </div>
  )
}
