import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { Button } from '../Button/Button'
import { Dialog } from '../Dialog/Dialog'
import { GameGrid } from '../GameGrid/GameGrid'
import { Icon } from '../Icon/Icon'
import { TextField } from '../TextField/TextField'
import type { GameTile } from '../template/types'
import * as styles from './SearchModal.css'

export interface SearchModalProps {
  open: boolean
  onClose: () => void
  /** The words as typed. */
  search: string
  onSearch: (text: string) => void
  /** The games found so far (the pages shown), and how many match in all. */
  results: GameTile[]
  total: number
  /** The first answer for these words is on its way. */
  loading: boolean
  error?: string
  onMore: () => void
  /** Recent searches, newest first (docs/product.md#header-search). */
  recent: string[]
  onRemoveRecent: (search: string) => void
  onClearRecent: () => void
  /** The player submitted the words (Enter): they become a recent search when they found something. */
  onSubmit: () => void
  onPlay: (game: GameTile) => void
  onToggleFavourite?: (game: GameTile) => void
}

/**
 * The search over every category from the header (docs/product.md#header-search): results as the player types,
 * "Show more" for the next page, and the recent searches while the box is empty.
 */
export function SearchModal({
  open,
  onClose,
  search,
  onSearch,
  results,
  total,
  loading,
  error,
  onMore,
  recent,
  onRemoveRecent,
  onClearRecent,
  onSubmit,
  onPlay,
  onToggleFavourite,
}: SearchModalProps) {
  const { t } = useLingui()
  const recentId = useId()
  const typed = search.trim() !== ''
  return (
    <Dialog open={open} onClose={onClose} title={t`Search games`} size="lg" className={styles.panel}>
      <search>
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault()
            onSubmit()
          }}
        >
          <TextField
            type="search"
            name="search"
            label={t`Game or provider`}
            placeholder={t`Game or provider name`}
            value={search}
            onChange={onSearch}
            autoComplete="off"
          />
        </form>
      </search>
      {typed ? (
        <div className={styles.results}>
          <p className={styles.tally} aria-live="polite">
            {loading
              ? t`Searching…`
              : t`${plural({ count: total }, { one: '# game found', other: '# games found' })}`}
          </p>
          <GameGrid
            games={results}
            loading={loading}
            skeletonCount={6}
            error={error}
            label={t`Search results`}
            virtualize={false}
            minItemWidth={120}
            gap={10}
            onPlay={onPlay}
            onToggleFavourite={onToggleFavourite}
            emptyTitle={t`No games match your search`}
            emptyMessage={t`Check the spelling, or try a provider's name.`}
          />
          {!loading && results.length < total ? (
            <Button tone="neutral" className={styles.more} onClick={onMore}>
              {t`Show more`}
            </Button>
          ) : null}
        </div>
      ) : recent.length > 0 ? (
        <section aria-labelledby={recentId} className={styles.recent}>
          <div className={styles.recentHead}>
            <h3 id={recentId} className={styles.recentTitle}>
              {t`Recent searches`}
            </h3>
            <button type="button" className={styles.textButton} onClick={onClearRecent}>
              {t`Clear all`}
            </button>
          </div>
          <ul className={styles.recentList}>
            {recent.map((entry) => (
              <li key={entry} className={styles.recentItem}>
                <button type="button" className={styles.recentSearch} onClick={() => onSearch(entry)}>
                  <Icon name="search" size={16} />
                  {entry}
                </button>
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={t`Remove ${entry} from recent searches`}
                  onClick={() => onRemoveRecent(entry)}
                >
                  <Icon name="close" size={16} />
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p className={styles.hint}>{t`Search every game of the site by its name or its provider's.`}</p>
      )}
    </Dialog>
  )
}
