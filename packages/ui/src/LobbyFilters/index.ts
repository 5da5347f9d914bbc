/** The lobby's search and provider filter, shared by every template's lobby, and the filter blocks over it. */
export {
  ClearFilters,
  LobbySearch,
  ProviderButtons,
  ProviderRadios,
  type ProviderRadiosClasses,
  ProviderSelect,
  type ProviderSelectClasses,
  ProviderTabs,
} from './LobbyFilters'
export {
  type LobbyFilter,
  type LobbyFilterOptions,
  type LobbyGridProps,
  useLobbyFilter,
} from './useLobbyFilter'
