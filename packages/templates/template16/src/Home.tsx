import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { Hero } from '@lobbykit/ui/Hero'
import { HomeCardSection, HomeSections, PlayerBalance, PromoList, useHomeHero } from '@lobbykit/ui/homeKit'
import type { GameSection, HomeProps } from '@lobbykit/ui/template'
import { WinnersFeed } from '@lobbykit/ui/WinnersFeed'
import { wanted } from './Frame.css'
import * as styles from './Home.css'

/** Odd sections hang as wanted posters, even ones as a numbered top ten. */
function Board({ section, ranked, home }: { section: GameSection; ranked: boolean; home: HomeProps }) {
  const games = ranked ? section.games.slice(0, 10) : section.games
  const list = ranked ? styles.topTen : `${styles.posters} ${wanted}`
  const board = { className: styles.board, headerVariant: 'underline', icon: 'star', as: 'ol' } as const
  return (
    <HomeCardSection
      home={home}
      section={section}
      games={games}
      listClassName={list}
      card={{ variant: ranked ? 'row' : 'poster' }}
      {...board}
    />
  )
}

/** Each promotion as a handbill: its art in the poster frame, the title, a line and where to take it up. */
const handbill = {
  item: styles.handbill,
  art: styles.handbillArt,
  title: styles.handbillTitle,
  text: styles.handbillText,
  link: styles.handbillLink,
}

/**
 * Saloon's home: a split banner, the player's purse, wanted-poster frames and a ranked board, then signposts to
 * every category (a sideways row on phones, one full line at desktop), the bounty board of wins and withdrawals and the promotions as handbills.
 */
export function Home(props: HomeProps) {
  const { t } = useLingui()
  const hero = useHomeHero(props)
  const art = { ...hero.art, image: hero.art.image ?? hero.first?.game_image }
  return (
    <div className={styles.home}>
      <Hero variant="split" className={styles.banner} {...art} {...hero.cta} {...hero.secondary} />
      <PlayerBalance home={props} />
      <HomeSections home={props} skeleton={{ variant: 'poster', minItemWidth: 200 }}>
        {(section, index) => <Board section={section} ranked={index % 2 === 1} home={props} />}
      </HomeSections>
      <CategoryStrip
        categories={props.categories}
        variant="tiles"
        label={t`Categories`}
        className={styles.signposts}
      />
      <WinnersFeed feed={props.feed} site={props.site} className={styles.bounties} />
      <PromoList home={props} art routerLink className={styles.handbills} classNames={handbill} />
    </div>
  )
}
