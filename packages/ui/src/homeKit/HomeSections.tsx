import type { ReactNode } from 'react'
import { ArtPriority } from '../GameCard/artPriority'
import { GameGrid, type GameGridProps } from '../GameGrid/GameGrid'
import type { GameSection, HomeProps } from '../template/types'
import { PlayerShelves } from './PlayerShelves'

export interface HomeSectionsProps {
  home: HomeProps
  /** The skeleton grid shown while the lists load: its look (variant, sizes, count). */
  skeleton?: Omit<GameGridProps, 'games' | 'loading' | 'onPlay'>
  /** A class for a box around the skeleton grid, when the template styles the grid through it. */
  skeletonClassName?: string
  /** Shown instead of the skeleton grid while the lists load. */
  placeholder?: ReactNode
  /** Keep the sections on the page under the skeleton while loading (otherwise the skeleton replaces them). */
  keepSections?: boolean
  /** One section's block, from the section and its place (for a repeating rhythm of looks). */
  children: (section: GameSection, index: number) => ReactNode
}

/**
 * The home's game lists (hot, new, popular ...) in the shell's order, or a loading skeleton in their place.
 * A signed-in player's recently played games come first, as a shelf in the template's card look, so every
 * template that lays out its lists here shows them without a line of its own.
 */
export function HomeSections({
  home,
  skeleton,
  skeletonClassName,
  placeholder,
  keepSections = false,
  children,
}: HomeSectionsProps) {
  const grid = placeholder ?? <GameGrid games={[]} loading onPlay={home.actions.playGame} {...skeleton} />
  const waiting = skeletonClassName ? <div className={skeletonClassName}>{grid}</div> : grid
  const recent = <PlayerShelves home={home} variant={skeleton?.variant === 'poster' ? 'poster' : 'tile'} />
  if (home.loading && !keepSections)
    return (
      <>
        {recent}
        {waiting}
      </>
    )
  return (
    <>
      {recent}
      {home.loading ? waiting : null}
      {home.sections.map((section, index) => (
        <ArtPriority.Provider key={section.key} value={index === 0 ? 'first-screen' : 'later'}>
          {children(section, index)}
        </ArtPriority.Provider>
      ))}
    </>
  )
}
