import { createContext, useContext } from 'react'

/**
 * Whether the cards below are on the page's first screen: a grid or shelf there loads its first cards' art at
 * once, one further down loads all of it lazily. A home with four grids each loading eight covers at once sent
 * a phone thirty images to share its network with the one the page's largest paint waited for. The home's
 * lists past the first say `later` (`HomeSections`); a lobby's grid is its first screen.
 */
export const ArtPriority = createContext<'first-screen' | 'later'>('first-screen')

/** How many of a list's first cards load their art at once: `firstScreen` on the first screen, none after. */
export function useEagerCards(firstScreen: number): number {
  return useContext(ArtPriority) === 'later' ? 0 : firstScreen
}
