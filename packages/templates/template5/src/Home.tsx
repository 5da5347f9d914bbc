import { useLingui } from '@lingui/react/macro'
import { BalanceWidget } from '@lobbykit/ui/BalanceWidget'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { GameCard } from '@lobbykit/ui/GameCard'
import { GameGrid } from '@lobbykit/ui/GameGrid'
import { GameShelf } from '@lobbykit/ui/GameShelf'
import { Hero } from '@lobbykit/ui/Hero'
import { SectionHeader } from '@lobbykit/ui/SectionHeader'
import type { GameSection, HomeProps } from '@lobbykit/ui/template'
import { useId } from 'react'
import * as styles from './Home.css'

/** How each home section is laid out, in order; the list repeats for further sections. */
const looks = ['bento', 'circles', 'grid'] as const

/** A bento (one big game, eight small) or a six-column grid of rounded tiles. */
function TileBlock({
  section,
  look,
  props,
}: {
  section: GameSection
  look: 'bento' | 'grid'
  props: HomeProps
}) {
  const { t } = useLingui()
  const titleId = useId()
  const games = look === 'bento' ? section.games.slice(0, 9) : section.games
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <SectionHeader id={titleId} title={section.title} href={section.href} moreLabel={t`See all`} />
      <ul className={styles.layout[look]}>
        {games.map((game, index) => (
          <li key={game.game_code} className={styles.item}>
            <GameCard
              game={game}
              variant="tile"
              onPlay={props.actions.playGame}
              onToggleFavourite={props.session.signedIn ? props.actions.toggleFavourite : undefined}
              showProvider={look === 'grid' || index === 0}
              loading={index < 4 ? 'eager' : 'lazy'}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Neon's home: no banner but giant category tiles, then a bento of hot games, a row of circles and a grid. */
export function Home(props: HomeProps) {
  const { t } = useLingui()
  const { site, session, actions, sections, loading, categories } = props
  const banner = props.banners?.[0]
  const tiles = categories.filter((category) => category.key !== 'hot').slice(0, 7)
  const firstName = session.fullName?.split(' ')[0]
  return (
    <div className={styles.home}>
      <Hero
        variant="compact"
        className={styles.hero}
        title={banner?.title ?? t`Welcome to ${{ siteName: site.siteName }}`}
        ctaLabel={session.signedIn ? t`Deposit` : (banner?.cta ?? t`Join now`)}
        onCta={session.signedIn ? actions.deposit : actions.register}
      />
      <CategoryStrip
        variant="tiles"
        wrap
        categories={tiles}
        label={t`Game categories`}
        className={styles.tiles}
      />
      {session.signedIn ? (
        <section className={styles.account} aria-label={t`Your account`}>
          <p className={styles.greeting}>
            {firstName ? t`Welcome back, ${firstName}` : t`Welcome back`}
            {session.vipLevel ? <span className={styles.vip}>{session.vipLevel}</span> : null}
          </p>
          <BalanceWidget
            variant="inline"
            balance={session.balance ?? 0}
            tokens={session.tokens}
            currency={site.currency}
            onDeposit={actions.deposit}
          />
        </section>
      ) : null}
      {loading ? (
        <GameGrid games={[]} loading skeletonCount={12} onPlay={actions.playGame} label={t`Games`} />
      ) : (
        sections.map((section, index) => {
          const look = looks[index % looks.length]!
          return look === 'circles' ? (
            <GameShelf
              key={section.key}
              section={section}
              variant="tile"
              itemWidth="130px"
              className={`${styles.section} ${styles.circles}`}
              onPlay={actions.playGame}
              onToggleFavourite={session.signedIn ? actions.toggleFavourite : undefined}
            />
          ) : (
            <TileBlock key={section.key} section={section} look={look} props={props} />
          )
        })
      )}
    </div>
  )
}
