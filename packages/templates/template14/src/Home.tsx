import { useLingui } from '@lingui/react/macro'
import type { GameCardVariant } from '@lobbykit/ui/GameCard'
import { Hero } from '@lobbykit/ui/Hero'
import { HomeCardSection, HomeSections, PlayerBalance } from '@lobbykit/ui/homeKit'
import type { GameSection, HomeProps } from '@lobbykit/ui/template'
import * as styles from './Home.css'

/** Each home section's arrangement and card, in order; the list repeats for further sections. */
const plan: { wall: keyof typeof styles.wall; card: GameCardVariant; limit?: number }[] = [
  { wall: 'bento', card: 'tile', limit: 9 },
  { wall: 'ranked', card: 'row', limit: 10 },
  { wall: 'landscape', card: 'wide' },
]

const block = { className: styles.block, headerVariant: 'underline', as: 'ol', eager: 4 } as const

function Block({ section, index, home }: { section: GameSection; index: number; home: HomeProps }) {
  const { wall, card, limit } = plan[index % plan.length]!
  const rank = (_: unknown, place: number) =>
    wall === 'ranked' ? (
      <span className={styles.rank} aria-hidden="true">
        {String(place + 1).padStart(2, '0')}
      </span>
    ) : null
  const cells = { listClassName: styles.wall[wall], itemClassName: styles.cell, card: { variant: card } }
  const games = section.games.slice(0, limit)
  return <HomeCardSection home={home} section={section} games={games} before={rank} {...block} {...cells} />
}

/** Pixel's home: no banner, a greeting line (and the balance for players), a bento wall, a top ten and wide cards. */
export function Home(props: HomeProps) {
  const { t } = useLingui()
  const { site, session, actions } = props
  const firstName = session.fullName?.split(' ')[0]
  return (
    <div className={styles.home}>
      <Hero
        variant="compact"
        className={styles.greeting}
        title={session.signedIn && firstName ? t`Good to see you, ${firstName}` : site.siteName}
        kicker={t`Pick a game and play: no banners, no detours.`}
        ctaLabel={session.signedIn ? undefined : t`Join now`}
        onCta={actions.register}
      />
      <PlayerBalance home={props} variant="inline" />
      <HomeSections home={props} skeleton={{ variant: 'tile', skeletonCount: 12 }}>
        {(section, index) => <Block section={section} index={index} home={props} />}
      </HomeSections>
    </div>
  )
}
