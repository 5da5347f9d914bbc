import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { demoBanner } from '../demo/data'
import { Hero } from './Hero'
import { heroVariants } from './Hero.css'

describe('Hero', () => {
  it.each(heroVariants)('%s: a headed region whose call to action works', (variant) => {
    const onCta = vi.fn()
    render(
      <Hero
        variant={variant}
        title={demoBanner.title}
        ctaLabel="Claim bonus"
        onCta={onCta}
        image={demoBanner.image}
      />,
    )
    expect(screen.getByRole('heading', { level: 1, name: demoBanner.title })).toBeVisible()
    expect(screen.getByRole('region', { name: demoBanner.title })).toBeVisible()
    fireEvent.click(screen.getByRole('button', { name: 'Claim bonus' }))
    expect(onCta).toHaveBeenCalledOnce()
  })
})
