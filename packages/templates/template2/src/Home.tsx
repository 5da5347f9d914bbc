import { useLingui } from '@lingui/react/macro'
import { CategoryStrip } from '@lobbykit/ui/CategoryStrip'
import { Hero } from '@lobbykit/ui/Hero'
import { HomeCardSection, HomeSections, HomeShelf, PromoList, useHomeHero } from '@lobbykit/ui/homeKit'
import { SectionHeader } from '@lobbykit/ui/SectionHeader'
import type { HomeProps } from '@lobbykit/ui/template'
import { WinnersFeed } from '@lobbykit/ui/WinnersFeed'
import { useId } from 'react'
import * as styles from './Home.css'

/** The salon's tables: three wide cards a row under a centred, ruled title. */
const tables = {
  className: styles.tables,
  listClassName: styles.tableGrid,
  card: { variant: 'wide' },
} as const
/** The poster rows between them. */
const posters = { variant: 'poster', itemWidth: 'clamp(158px, 42vw, 220px)' } as const
/** The tenant's promotions as engraved invitations: art, a capital title, a line and an outlined link. */
const invitation = {
  item: styles.invitation,
  art: styles.invitationArt,
  title: styles.invitationTitle,
  text: styles.invitationText,
  link: styles.invitationLink,
}

/** The tenant's promotions under a centred, ruled title; nothing while it runs none. */
function Invitations({ home }: { home: HomeProps }) {
  const { t } = useLingui()
  const titleId = useId()
  if (!home.promotions?.length) return null
  return (
    <section aria-labelledby={titleId} className={styles.tables}>
      <SectionHeader id={titleId} title={t`Promotions`} variant="underline" />
      <PromoList home={home} art className={styles.invitations} classNames={invitation} />
    </section>
  )
}

/**
 * Salon's home: a full-bleed poster with a centred card of text, the rooms (categories) in spaced capitals,
 * wide table cards and poster rows, the tenant's promotions as invitations, then the winners and withdrawals.
 */
export function Home(props: HomeProps) {
  const { t } = useLingui()
  const hero = useHomeHero(props)
  return (
    <div className={styles.home}>
      <Hero {...hero.art} {...hero.cta} {...hero.secondary} variant="full" className={styles.poster} />
      <CategoryStrip
        categories={props.categories}
        variant="tabs"
        icons={false}
        label={t`Game categories`}
        className={styles.rooms}
      />
      <HomeSections home={props} skeleton={{ variant: 'wide', skeletonCount: 6 }} keepSections>
        {(section, index) =>
          index % 2 === 0 ? (
            <HomeCardSection home={props} section={section} headerVariant="underline" {...tables} />
          ) : (
            <HomeShelf home={props} section={section} headerVariant="underline" {...posters} />
          )
        }
      </HomeSections>
      <Invitations home={props} />
      <WinnersFeed feed={props.feed} site={props.site} className={styles.feed} />
    </div>
  )
}
