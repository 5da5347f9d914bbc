/** The top of a template's lobby: its h1 with the live game tally, and its category strip. */
export { LobbyCategories, LobbyHeading, type LobbyHeadingClasses } from './LobbyHeading'
