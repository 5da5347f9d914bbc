/** The lobby's search, provider, sort and favourites filter, shared by every template's lobby, and the filter blocks over it. */
export {
  ClearFilters,
  FavouritesToggle,
  LobbySearch,
  MoreProviders,
  ProviderButtons,
  ProviderRadios,
  type ProviderRadiosClasses,
  ProviderSelect,
  type ProviderSelectClasses,
  ProviderTabs,
  SortSelect,
} from './LobbyFilters'
export {
  type LobbyFilter,
  type LobbyFilterOptions,
  type LobbyGridProps,
  useLobbyFilter,
} from './useLobbyFilter'
