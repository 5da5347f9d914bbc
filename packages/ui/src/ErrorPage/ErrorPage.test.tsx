import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MaintenanceScreen } from '../MaintenanceScreen/MaintenanceScreen'
import { ErrorPage } from './ErrorPage'

describe('ErrorPage', () => {
  it('shows the status code, the message and a Back link to /', () => {
    render(<ErrorPage statusCode={404} message="Page not found: /nowhere" />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found')
    expect(screen.getByText('Page not found: /nowhere')).toBeVisible()
    expect(screen.getByText('Error 404:', { exact: false })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/')
  })
})

describe('MaintenanceScreen', () => {
  it("shows the window's start and end", () => {
    render(
      <MaintenanceScreen
        site={{ siteName: 'Tidewater Slots', logo: '', logoText: 'Tidewater' }}
        startDate="2026-11-21T18:00:00Z"
        endDate="2026-11-22T02:30:00Z"
        locale="en-GB"
        timeZone="UTC"
      />,
    )
    const main = screen.getByRole('main')
    expect(main.textContent).toContain('21 Nov 2026, 18:00 UTC')
    expect(main.textContent).toContain('22 Nov 2026, 02:30 UTC')
    expect(main.querySelectorAll('time')[1]?.getAttribute('datetime')).toBe('2026-11-22T02:30:00Z')
  })
})
