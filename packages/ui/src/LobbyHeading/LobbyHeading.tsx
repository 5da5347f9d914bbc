import { useLingui } from '@lingui/react/macro'
import { memo, type ReactNode } from 'react'
import { CategoryStrip, type CategoryStripProps } from '../CategoryStrip/CategoryStrip'
import { memoOnFilter } from '../LobbyFilters/memoOnFilter'
import type { LobbyFilter } from '../LobbyFilters/useLobbyFilter'

/** The template's class names for the lobby's title row: the row, the h1 and the game tally. */
export interface LobbyHeadingClasses {
  head?: string
  title?: string
  count?: string
}

/** The lobby's h1 and its live tally ("Loading…", "# games" shown); `children` follow in the same row. */
export const LobbyHeading = memoOnFilter(
  function LobbyHeading({
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
  },
  (filter) => [filter.lobby.title, filter.tally],
)

/** The lobby's category strip, named "Lobby categories" for assistive tech. */
export const LobbyCategories = memo(function LobbyCategories(props: Omit<CategoryStripProps, 'label'>) {
  const { t } = useLingui()
  return <CategoryStrip {...props} label={t`Lobby categories`} />
})
