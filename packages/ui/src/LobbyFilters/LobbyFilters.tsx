import { useLingui } from '@lingui/react/macro'
import type { GameSort } from '@lobbykit/contract/calls/product'
import { type ReactNode, useId } from 'react'
import { Button, type ButtonProps } from '../Button/Button'
import { Icon } from '../Icon/Icon'
import { visuallyHidden } from '../styles/shared.css'
import { Tabs, type TabsProps } from '../Tabs/Tabs'
import { TextField } from '../TextField/TextField'
import * as styles from './LobbyFilters.css'
import { memoOnFilter } from './memoOnFilter'
import type { LobbyFilter } from './useLobbyFilter'

/** The name search: a search field labelled "Search games" (or `label`), its placeholder "Game name". */
export function LobbySearch({
  filter,
  name,
  className,
  label,
}: {
  filter: LobbyFilter
  name: string
  className?: string
  label?: string
}) {
  const { t } = useLingui()
  return (
    <TextField
      type="search"
      name={name}
      label={label ?? t`Search games`}
      placeholder={t`Game name`}
      value={filter.search}
      onChange={filter.setSearch}
      className={className}
    />
  )
}

/** The template's class names for the provider picker: its box, its "Provider" label and the select. */
export interface ProviderSelectClasses {
  root?: string
  label?: string
  select?: string
}

/**
 * The provider picker: a select labelled "Provider", "All providers" first. By default a `div` (or `p`)
 * holds a label and the select; as `label` it wraps the select, its text in a span (`id` then ties them).
 */
export const ProviderSelect = memoOnFilter(
  function ProviderSelect({
    filter,
    classes,
    as = 'div',
    id,
  }: {
    filter: LobbyFilter
    classes: ProviderSelectClasses
    as?: 'div' | 'p' | 'label'
    id?: string
  }) {
    const { t } = useLingui()
    const ownId = useId()
    const select = (selectId?: string, labelledBy?: string) => (
      <select
        id={selectId}
        aria-labelledby={labelledBy}
        className={classes.select}
        value={filter.provider}
        onChange={(event) => filter.setProvider(event.target.value)}
      >
        <option value={filter.everyProvider}>{t`All providers`}</option>
        {filter.lobby.providers.map((item) => (
          <option key={item.code} value={item.code}>
            {item.name}
          </option>
        ))}
      </select>
    )
    if (as === 'label') {
      return (
        <label className={classes.root} htmlFor={id}>
          {/* Named by its words alone: a select inside its label would add the picked provider to its name. */}
          <span id={`${ownId}-label`} className={classes.label}>
            {t`Provider`}
          </span>
          {select(id, `${ownId}-label`)}
        </label>
      )
    }
    const Box = as
    return (
      <Box className={classes.root}>
        <label htmlFor={id ?? ownId} className={classes.label}>
          {t`Provider`}
        </label>
        {select(id ?? ownId)}
      </Box>
    )
  },
  (filter) => [filter.provider, filter.everyProvider, filter.lobby.providers, filter.setProvider],
)

/** Provider tabs ("Providers"), "All providers" (or `allLabel`) first; the picked tab's panel holds `children`. */
export const ProviderTabs = memoOnFilter(
  function ProviderTabs({
    filter,
    variant,
    className,
    label,
    allLabel,
    children,
  }: {
    filter: LobbyFilter
    variant: TabsProps['variant']
    className?: string
    label?: string
    allLabel?: string
    children: ReactNode
  }) {
    const { t } = useLingui()
    const entries = [
      { code: filter.everyProvider, name: allLabel ?? t`All providers` },
      ...filter.featuredProviders,
    ]
    return (
      <Tabs
        label={label ?? t`Providers`}
        variant={variant}
        value={filter.provider}
        onChange={filter.setProvider}
        className={className}
        items={entries.map((entry) => ({ key: entry.code, label: entry.name, content: children }))}
      />
    )
  },
  (filter) => [filter.provider, filter.everyProvider, filter.featuredProviders, filter.setProvider],
)

/** The template's class names for the provider radios: the fieldset, its legend, each chip and its radio. */
export interface ProviderRadiosClasses {
  root?: string
  legend?: string
  chip?: string
  radio?: string
}

/** Providers as radio chips in a fieldset with the legend "Provider", "All" first; `spanNames` wraps each name. */
export const ProviderRadios = memoOnFilter(
  function ProviderRadios({
    filter,
    classes = {},
    spanNames = false,
  }: {
    filter: LobbyFilter
    classes?: ProviderRadiosClasses
    spanNames?: boolean
  }) {
    const { t } = useLingui()
    const group = useId()
    return (
      <fieldset className={classes.root}>
        <legend className={classes.legend}>{t`Provider`}</legend>
        {[{ code: filter.everyProvider, name: t`All` }, ...filter.featuredProviders].map((entry) => (
          <label key={entry.code || 'all'} className={classes.chip}>
            <input
              type="radio"
              name={group}
              value={entry.code}
              checked={filter.provider === entry.code}
              onChange={() => filter.setProvider(entry.code)}
              className={classes.radio}
            />
            {spanNames ? <span>{entry.name}</span> : entry.name}
          </label>
        ))}
      </fieldset>
    )
  },
  (filter) => [filter.provider, filter.everyProvider, filter.featuredProviders, filter.setProvider],
)

/**
 * Providers as toggle buttons (aria-pressed), "All providers" first; `listItems` puts each in an `li`, and
 * with `toggleOff` pressing the picked provider again goes back to all of them. The container is the template's.
 */
export const ProviderButtons = memoOnFilter(
  function ProviderButtons({
    filter,
    className,
    listItems = false,
    toggleOff = false,
  }: {
    filter: LobbyFilter
    className?: string
    listItems?: boolean
    toggleOff?: boolean
  }) {
    const { t } = useLingui()
    const { provider, everyProvider, setProvider } = filter
    const entries = [{ code: everyProvider, name: t`All providers` }, ...filter.featuredProviders]
    const buttons = entries.map((entry) => {
      const button = (
        <button
          key={entry.code || 'all'}
          type="button"
          className={className}
          aria-pressed={provider === entry.code}
          onClick={() => setProvider(toggleOff && provider === entry.code ? everyProvider : entry.code)}
        >
          {entry.name}
        </button>
      )
      return listItems ? <li key={entry.code || 'all'}>{button}</li> : button
    })
    return <>{buttons}</>
  },
  (filter) => [filter.provider, filter.everyProvider, filter.featuredProviders, filter.setProvider],
)

/**
 * "Clear filters": empties the search and picks every provider. Shown while the filters narrow the games,
 * or with `onlyWhenMissed` only once they hide every game; `plain` renders a bare button for the template to style.
 */
export const ClearFilters = memoOnFilter(
  function ClearFilters({
    filter,
    onlyWhenMissed = false,
    plain = false,
    tone,
    className,
  }: {
    filter: LobbyFilter
    onlyWhenMissed?: boolean
    plain?: boolean
    tone?: ButtonProps['tone']
    className?: string
  }) {
    const { t } = useLingui()
    if (!(onlyWhenMissed ? filter.missed : filter.narrowed)) return null
    if (plain) {
      return (
        <button type="button" className={className} onClick={filter.clear}>
          {t`Clear filters`}
        </button>
      )
    }
    return (
      <Button tone={tone} className={className} onClick={filter.clear}>
        {t`Clear filters`}
      </Button>
    )
  },
  (filter) => [filter.missed, filter.narrowed, filter.clear],
)

/**
 * The providers a chip-like picker leaves out (catalogues hold about 130): a select labelled "More providers"
 * whose choice joins the chips as the picked one. Nothing when every provider has its chip.
 */
export const MoreProviders = memoOnFilter(
  function MoreProviders({ filter, className }: { filter: LobbyFilter; className?: string }) {
    const { t } = useLingui()
    const id = useId()
    const count = filter.moreProviders.length
    if (count === 0) return null
    return (
      <span className={[styles.more, className].filter(Boolean).join(' ')}>
        <label htmlFor={id} className={visuallyHidden}>
          {t`More providers`}
        </label>
        <select
          id={id}
          className={styles.moreSelect}
          value=""
          onChange={(event) => {
            if (event.target.value) filter.setProvider(event.target.value)
          }}
        >
          <option value="">{t`More providers (${count})`}</option>
          {filter.moreProviders.map((item) => (
            <option key={item.code} value={item.code}>
              {item.name}
            </option>
          ))}
        </select>
      </span>
    )
  },
  (filter) => [filter.moreProviders, filter.setProvider],
)

/** Words of each sort (docs/product.md#lobby). */
function useSortLabels(): Record<GameSort, string> {
  const { t } = useLingui()
  return { popular: t`Most popular`, new: t`Newest`, name: t`A to Z`, rtp: t`Highest RTP` }
}

/** The sort picker: a select labelled "Sort by" over the orders the lobby offers. */
export const SortSelect = memoOnFilter(
  function SortSelect({ filter, classes = {} }: { filter: LobbyFilter; classes?: ProviderSelectClasses }) {
    const { t } = useLingui()
    const id = useId()
    const labels = useSortLabels()
    return (
      <div className={classes.root}>
        <label htmlFor={id} className={classes.label}>
          {t`Sort by`}
        </label>
        <select
          id={id}
          className={classes.select}
          value={filter.sort}
          onChange={(event) => filter.setSort(event.target.value as GameSort)}
        >
          {filter.lobby.sorts.map((sort) => (
            <option key={sort} value={sort}>
              {labels[sort]}
            </option>
          ))}
        </select>
      </div>
    )
  },
  (filter) => [filter.sort, filter.lobby.sorts, filter.setSort],
)

/**
 * "Favourites": a toggle (aria-pressed) that narrows the lobby to the player's favourites; a visitor's press
 * asks them to sign in (the shell decides). `plain` renders the bare button for the template to style.
 */
export const FavouritesToggle = memoOnFilter(
  function FavouritesToggle({
    filter,
    className,
    plain = false,
  }: {
    filter: LobbyFilter
    className?: string
    plain?: boolean
  }) {
    const { t } = useLingui()
    return (
      <button
        type="button"
        className={[plain ? '' : styles.favourites, className].filter(Boolean).join(' ')}
        aria-pressed={filter.favourites}
        onClick={() => filter.setFavourites(!filter.favourites)}
      >
        <Icon name="heart" size={18} fill={filter.favourites ? 'currentColor' : 'none'} />
        {t`Favourites`}
      </button>
    )
  },
  (filter) => [filter.favourites, filter.setFavourites],
)
