import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { CategoryStrip, type CategoryStripProps } from '../CategoryStrip/CategoryStrip'
import type { LobbyFilter } from '../LobbyFilters/useLobbyFilter'

/** The template's class names for the lobby's title row: the row, the h1 and the game tally. */
export interface LobbyHeadingClasses {
  head?: string
  title?: string
  count?: string
}

/** The lobby's h1 and its live tally ("Loading…", "# games" shown); `children` follow in the same row. */
export function LobbyHeading({
  filter,
  classes,
  children,
}: {
  filter: Pick<LobbyFilter, 'lobby' | 'tally'>
  classes: LobbyHeadingClasses
  children?: ReactNode
}) {
  return (
    <div className={classes.head}>
      <h1 className={classes.title}>{filter.lobby.title}</h1>
      <p className={classes.count} aria-live="polite">
        {filter.tally}
      </p>
      {children}
    </div>
  )
}

/** The lobby's category strip, named "Lobby categories" for assistive tech. */
export function LobbyCategories(props: Omit<CategoryStripProps, 'label'>) {
  const { t } = useLingui()
  return <CategoryStrip {...props} label={t`Lobby categories`} />
}
