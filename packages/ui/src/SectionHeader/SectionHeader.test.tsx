import { i18n } from '@lingui/core'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SectionHeader } from './SectionHeader'

describe('SectionHeader', () => {
  afterEach(() => i18n.activate('en'))

  it('writes its count in the page language (docs/product.md#date-locales)', () => {
    render(<SectionHeader title="Slots" count={1234} />)
    expect(screen.getByText('1,234')).toBeVisible()
  })

  it('groups a Vietnamese count with dots', () => {
    i18n.loadAndActivate({ locale: 'vi', messages: {} })
    render(<SectionHeader title="Slots" count={1234} />)
    expect(screen.getByText('1.234')).toBeVisible()
  })
})
