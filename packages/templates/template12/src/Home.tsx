import { useLingui } from '@lingui/react/macro'
import { GameShelf } from '@lobbykit/ui/GameShelf'
import { Hero } from '@lobbykit/ui/Hero'
import { HomeGridSection, HomeSections, HomeShelf, useHomeHero } from '@lobbykit/ui/homeKit'
import type { HomeProps } from '@lobbykit/ui/template'
import * as styles from './Home.css'

/** Every third section is a six-a-row tile grid; the two before it are rows of big posters. */
const isTileGrid = (index: number) => index % 3 === 2
const tiles = { className: styles.tiles, icon: 'star', gap: 16 } as const
const posters = { variant: 'poster', itemWidth: 'clamp(166px, 17vw, 230px)', icon: 'trophy' } as const

/** Quest's home: a full-bleed poster with a title card along its foot, poster rows, then a tile grid. */
export function Home(props: HomeProps) {
  const { t } = useLingui()
  const hero = useHomeHero(props)
  const loadingRow = { key: 'loading', title: t`Loading games`, games: [] }
  return (
    <div className={styles.home}>
      <Hero variant="full" className={styles.poster} {...hero.art} {...hero.cta} {...hero.secondary} />
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
    </div>
  )
}
