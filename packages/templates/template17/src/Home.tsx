import type { GameSection, GameTile, HomeProps } from '@lobbykit/ui/template'
import { useId } from 'react'
import { type CardLook, CardSkeletons, GameCard } from './GameCard'
import * as styles from './Home.css'
import { Icon } from './icons'

interface Look {
  layout: 'row' | 'grid' | 'masonry' | 'ranked' | 'bento'
  card: CardLook
}

/** How each home section is laid out, in order; the list repeats for further sections. */
const looks: Look[] = [
  { layout: 'row', card: 'landscape' },
  { layout: 'grid', card: 'landscape' },
]

function Section({
  section,
  index,
  idPrefix,
  props,
}: {
  section: GameSection
  index: number
  idPrefix: string
  props: HomeProps
}) {
  const look = looks[index % looks.length]!
  const id = `${idPrefix}-${section.key}`
  const onFavourite = props.session.signedIn ? props.actions.toggleFavourite : undefined
  const games = look.layout === 'ranked' ? section.games.slice(0, 10) : section.games
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {section.title}
        </h2>
        {section.href && (
          <a href={section.href} className={styles.seeAll}>
            See all<span className={styles.visuallyHidden}> {section.title}</span>
          </a>
        )}
      </div>
      <ul className={styles.layout[look.layout]}>
        {games.map((game, i) => (
          <li key={game.game_code} className={styles.item}>
            <GameCard
              game={game}
              look={look.card}
              rank={look.layout === 'ranked' ? i + 1 : undefined}
              onPlay={props.actions.playGame}
              onFavourite={onFavourite}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}

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
  const [lead, ...rest] = hot
  return (
    <section className={styles.hero} aria-label="Featured game">
      <h1 className={styles.heroTitle}>{heading}</h1>
      {lead && (
        <div className={styles.feature}>
          <button type="button" className={styles.featureArt} onClick={() => props.actions.playGame(lead)}>
            <img src={lead.game_image} alt={lead.game_name} width={600} height={600} />
          </button>
          <div className={styles.featureText}>
            <p className={styles.kicker}>Game of the week</p>
            <p className={styles.featureName}>{lead.game_name}</p>
            {lead.provider_name && <p className={styles.heroSubtitle}>by {lead.provider_name}</p>}
            <div className={styles.heroActions}>
              <button type="button" className={styles.cta} onClick={() => props.actions.playGame(lead)}>
                Play {lead.game_name}
              </button>
              {cta}
            </div>
          </div>
          <ul className={styles.featureList}>
            {rest.slice(0, 4).map((game) => (
              <li key={game.game_code}>
                <button
                  type="button"
                  className={styles.heroGame}
                  onClick={() => props.actions.playGame(game)}
                >
                  <img src={game.game_image} alt="" width={120} height={120} />
                  <span>{game.game_name}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
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

/** Galaxy's home: featured game with a short list, then cinematic rows and a grid of wide cards. */
export function Home(props: HomeProps) {
  const { sections, loading } = props
  const idPrefix = useId()
  return (
    <div className={styles.home}>
      <Hero {...props} />
      {loading ? (
        <CardSkeletons count={12} className={styles.layout.grid} />
      ) : (
        sections.map((section, index) => (
          <Section key={section.key} section={section} index={index} idPrefix={idPrefix} props={props} />
        ))
      )}
      <Promos />
    </div>
  )
}
