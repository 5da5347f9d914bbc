import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Hero, type HeroProps } from '../Hero/Hero'
import type { HomeProps } from '../template/types'
import { GameShowcase, type GameShowcaseProps } from './sectionBlocks'
import { useHomeHero } from './useHomeHero'

export interface JackpotStageProps {
  home: HomeProps
  className?: string
  /** The hero's arrangement and class. */
  hero: Pick<HeroProps, 'variant' | 'className'>
  /** How the jackpot amount shows in the hero (drums, a big figure), when the shell passes one. */
  jackpot: (amount: string) => ReactNode
  /** The four hot games beside the hero: their list's class, name (default "Jackpot games") and card look. */
  showcase: Omit<GameShowcaseProps, 'home' | 'games'>
}

/**
 * The jackpot stage of a home page: a hero led by the progressive jackpot (or the banner) with the welcome
 * action, beside a showcase of the first four hot games.
 */
export function JackpotStage({ home, className, hero: look, jackpot, showcase }: JackpotStageProps) {
  const { t } = useLingui()
  const hero = useHomeHero(home)
  const hot = (home.sections[0]?.games ?? []).slice(0, 4)
  return (
    <div className={className}>
      <Hero {...look} {...hero.jackpotWords} {...hero.cta}>
        {hero.amount === undefined ? null : jackpot(hero.amount)}
      </Hero>
      <GameShowcase home={home} games={hot} label={t`Jackpot games`} {...showcase} />
    </div>
  )
}
