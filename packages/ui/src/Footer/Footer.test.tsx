import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { demoFooterLinks, demoPartners, demoSite } from '../demo/data'
import { Footer } from './Footer'
import { footerVariants } from './Footer.css'

describe('Footer', () => {
  it.each(footerVariants)('%s: links, partners and the 18+ notice', (variant) => {
    render(
      <Footer
        site={demoSite}
        links={demoFooterLinks}
        partners={demoPartners}
        variant={variant}
        year={2026}
      />,
    )
    const footer = screen.getByRole('contentinfo')
    expect(footer.textContent).toContain('© 2026 Lucky Harbor')
    expect(screen.getByRole('img', { name: '18 plus only' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Responsible gaming' }).getAttribute('href')).toBe(
      '/responsible-gaming',
    )
    const partner = screen.getByRole('link', { name: 'Sunrise Sports' })
    expect(partner.getAttribute('target')).toBe('_blank')
    expect(partner.getAttribute('rel')).toContain('noopener')
  })
})
