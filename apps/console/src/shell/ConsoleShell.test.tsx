import type { OperatorRole } from '@lobbykit/contract/operator'
import { operatorActions } from '@lobbykit/contract/operator'
import { render, screen, within } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import { describe, expect, it } from 'vitest'
import { sessionAtom } from '../api/session'
import { ConsoleFrame } from '../testing/ConsoleFrame'
import { ConsoleShell } from './ConsoleShell'

function renderAs(role: OperatorRole) {
  const store = createStore()
  const actions = Object.entries(operatorActions)
    .filter(([, roles]) => (roles as readonly string[]).includes(role))
    .map(([action]) => action)
  store.set(sessionAtom, { operator: { email: `${role}@lobbykit.test`, name: 'Ana', role }, actions })
  render(
    <Provider store={store}>
      <ConsoleFrame>
        <ConsoleShell>screen</ConsoleShell>
      </ConsoleFrame>
    </Provider>,
  )
}

const sectionsOf = async () =>
  within(await screen.findByRole('navigation', { name: 'Sections' }))
    .getAllByRole('link')
    .map((link) => link.textContent)

describe('ConsoleShell', () => {
  it('shows each role only the sections it may open', async () => {
    renderAs('cashier')
    expect(await sectionsOf()).toEqual(['Cashier', 'Players'])
  })

  it('shows the owner every section, and who is signed in', async () => {
    renderAs('owner')
    expect(await sectionsOf()).toEqual(['Tenants', 'Cashier', 'Players', 'Operators', 'Audit log'])
    expect(screen.getByText('(Owner)')).toBeInTheDocument()
  })

  it('shows onboarding the tenants only', async () => {
    renderAs('onboarding')
    expect(await sectionsOf()).toEqual(['Tenants'])
  })
})
