import type { GameTile, HomeProps } from '@lobbykit/ui/template'
import { useId, useState } from 'react'
import { type CardLook, CardSkeletons, GameCard } from './GameCard'
import * as styles from './Home.css'
import { Icon } from './icons'

interface Look {
  layout: 'row' | 'grid' | 'masonry' | 'ranked' | 'bento'
  card: CardLook
}

/** How each home section is laid out, in order; the list repeats for further sections. */
const looks: Look[] = [{ layout: 'grid', card: 'overlay' }]

function Hero(props: HomeProps) {
  const banner = props.banners?.[0]
  const hot: GameTile[] = props.sections[0]?.games ?? []
  const heading = banner?.title ?? `Welcome to ${props.site.siteName}`
  const cta = props.session.signedIn ? (
    <button type="button" className={styles.cta} onClick={props.actions.deposit}>
      Deposit
    </button>
  ) : (
    <button type="button" className={styles.cta} onClick={props.actions.register}>
      {banner?.cta ?? 'Join now'}
    </button>
  )
  return (
    <section className={styles.hero} aria-label="Featured offer">
      {banner?.image && <img className={styles.heroArt} src={banner.image} alt="" />}
      <div className={styles.heroText}>
        {banner?.kicker && <p className={styles.kicker}>{banner.kicker}</p>}
        <h1 className={styles.heroTitle}>{heading}</h1>
        {banner?.subtitle && <p className={styles.heroSubtitle}>{banner.subtitle}</p>}
        <div className={styles.heroActions}>
          {cta}
          {hot[0] && (
            <button type="button" className={styles.ghost} onClick={() => props.actions.playGame(hot[0]!)}>
              Play {hot[0].game_name}
            </button>
          )}
        </div>
      </div>
    </section>
  )
}

function Promos() {
  return (
    <ul className={styles.promos} aria-label="Promotions">
      <li className={styles.promo}>
        <Icon name="crown" size={28} />
        <p className={styles.promoTitle}>VIP club</p>
        <p className={styles.promoText}>Weekly cashback and a personal host from Gold level.</p>
        <a href="/vip" className={styles.promoLink}>
          See VIP levels
        </a>
      </li>
      <li className={styles.promo}>
        <Icon name="gift" size={28} />
        <p className={styles.promoTitle}>Daily missions</p>
        <p className={styles.promoText}>Finish three missions a day for free spins.</p>
        <a href="/mission" className={styles.promoLink}>
          Today's missions
        </a>
      </li>
      <li className={styles.promo}>
        <Icon name="user" size={28} />
        <p className={styles.promoTitle}>Refer a friend</p>
        <p className={styles.promoText}>You both get a bonus on their first deposit.</p>
        <a href="/referral" className={styles.promoLink}>
          Invite friends
        </a>
      </li>
    </ul>
  )
}

function SectionTabs(props: HomeProps) {
  const [active, setActive] = useState(0)
  const prefix = useId()
  const section = props.sections[active]
  const onFavourite = props.session.signedIn ? props.actions.toggleFavourite : undefined
  if (!section) return null
  return (
    <section className={styles.section} aria-labelledby={`${prefix}-title`}>
      <h2 id={`${prefix}-title`} className={styles.visuallyHidden}>
        Games by list
      </h2>
      <div role="tablist" aria-label="Game lists" className={styles.tabs}>
        {props.sections.map((s, i) => (
          <button
            key={s.key}
            type="button"
            role="tab"
            id={`${prefix}-tab-${s.key}`}
            aria-selected={i === active}
            aria-controls={`${prefix}-panel`}
            tabIndex={i === active ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(i)}
            onKeyDown={(event) => {
              const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
              if (step) setActive((i + step + props.sections.length) % props.sections.length)
            }}
          >
            {s.title}
          </button>
        ))}
      </div>
      <div id={`${prefix}-panel`} role="tabpanel" aria-labelledby={`${prefix}-tab-${section.key}`}>
        <ul className={styles.layout.grid}>
          {section.games.map((game) => (
            <li key={game.game_code} className={styles.item}>
              <GameCard
                game={game}
                look={looks[0]!.card}
                onPlay={props.actions.playGame}
                onFavourite={onFavourite}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

/** Deco's home: centred poster, then the lists as tabs and a promotion trio. */
export function Home(props: HomeProps) {
  const { loading } = props
  return (
    <div className={styles.home}>
      <Hero {...props} />
      {loading ? <CardSkeletons count={10} className={styles.layout.grid} /> : <SectionTabs {...props} />}
      <Promos />
    </div>
  )
}
