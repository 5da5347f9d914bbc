import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { GameShelf } from '@lobbykit/ui/GameShelf'
import { Hero } from '@lobbykit/ui/Hero'
import { HomeGridSection, HomeSections, HomeShelf, PromoList, useHomeHero } from '@lobbykit/ui/homeKit'
import type { HomeProps } from '@lobbykit/ui/template'
import { WinnersFeed } from '@lobbykit/ui/WinnersFeed'
import * as styles from './Home.css'

/** Every third section is a six-a-row tile grid; the two before it are rows of big posters. */
const isTileGrid = (index: number) => index % 3 === 2
const tiles = { className: styles.tiles, icon: 'star', gap: 16 } as const
const posters = { variant: 'poster', itemWidth: 'clamp(166px, 17vw, 230px)', icon: 'trophy' } as const
/** The tenant's promotions as wide quest cards: the art at their side, the words and the way in beside it. */
const quests = {
  item: styles.quest,
  art: styles.questArt,
  title: styles.questTitle,
  text: styles.questText,
  link: styles.questLink,
}

/**
 * Quest's home: a full-bleed poster with a title card along its foot, the categories as signposts, poster rows
 * and a tile grid, then the tenant's promotions as quest cards and the winners board.
 */
export function Home(props: HomeProps) {
  const { t } = useLingui()
  const hero = useHomeHero(props)
  const loadingRow = { key: 'loading', title: t`Loading games`, games: [] }
  return (
    <div className={styles.home}>
      <Hero variant="full" className={styles.poster} {...hero.art} {...hero.cta} {...hero.secondary} />
      <CategoryStrip
        categories={props.categories}
        variant="tiles"
        label={t`Categories`}
        className={styles.signposts}
      />
      <HomeSections
        home={props}
        placeholder={
          <GameShelf section={loadingRow} variant="poster" loading onPlay={props.actions.playGame} />
        }
      >
        {(section, index) =>
          isTileGrid(index) ? (
            <HomeGridSection home={props} section={section} {...tiles} />
          ) : (
            <HomeShelf
              home={props}
              section={section}
              headerVariant="underline"
              className={styles.shelf}
              {...posters}
            />
          )
        }
      </HomeSections>
      <PromoList home={props} art className={styles.quests} classNames={quests} />
      <WinnersFeed feed={props.feed} site={props.site} className={styles.board} />
    </div>
  )
}
