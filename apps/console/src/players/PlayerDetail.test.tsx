import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ConsoleFrame } from '../testing/ConsoleFrame'
import { samplePlayer } from '../testing/fixtures'
import { PlayerDetailView, type PlayerDetailViewProps } from './PlayerDetail'

const detail = samplePlayer

function renderPlayer(overrides: Partial<PlayerDetailViewProps> = {}) {
  const onAdjust = vi.fn(async () => undefined as string | undefined)
  const onStatus = vi.fn(async () => undefined as string | undefined)
  const onMessage = vi.fn(async () => undefined as string | undefined)
  render(
    <ConsoleFrame>
      <PlayerDetailView
        detail={detail}
        ledger={[]}
        canManage
        canAdjust
        onAdjust={onAdjust}
        onStatus={onStatus}
        onMessage={onMessage}
        {...overrides}
      />
    </ConsoleFrame>,
  )
  return { onAdjust, onStatus, onMessage }
}

describe('PlayerDetailView', () => {
  it('debits an amount typed in pesos as negative centavos, with the reason', async () => {
    const { onAdjust } = renderPlayer()
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Direction' }), 'debit')
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount in PHP' }), '150.50')
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Reason for the adjustment' }),
      'Duplicate bonus',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Adjust' }))
    expect(onAdjust).toHaveBeenCalledWith(-15_050, 'Duplicate bonus')
  })

  it('refuses an amount the currency cannot hold, without sending it', async () => {
    const { onAdjust } = renderPlayer()
    await userEvent.type(await screen.findByRole('textbox', { name: 'Amount in PHP' }), '1.234')
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason for the adjustment' }), 'Goodwill')
    await userEvent.click(screen.getByRole('button', { name: 'Adjust' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Type an amount above zero')
    expect(onAdjust).not.toHaveBeenCalled()
  })

  it("shows the server's refusal and keeps what was typed", async () => {
    const { onAdjust } = renderPlayer({
      onAdjust: vi.fn(async () => "The debit is larger than the player's balance"),
    })
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Direction' }), 'debit')
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount in PHP' }), '900')
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason for the adjustment' }), 'Chargeback')
    await userEvent.click(screen.getByRole('button', { name: 'Adjust' }))
    expect(await screen.findByRole('alert')).toHaveTextContent("larger than the player's balance")
    expect(screen.getByRole('textbox', { name: 'Amount in PHP' })).toHaveValue('900')
    expect(onAdjust).toBeDefined()
  })

  it('blocks an account with a reason of at least 3 characters', async () => {
    const { onStatus } = renderPlayer()
    const reason = await screen.findByRole('textbox', { name: 'Reason for the status change' })
    await userEvent.type(reason, 'no')
    expect(screen.getByRole('button', { name: 'Change the status' })).toBeDisabled()
    await userEvent.type(reason, ' KYC')
    await userEvent.click(screen.getByRole('button', { name: 'Change the status' }))
    expect(onStatus).toHaveBeenCalledWith('BLOCK', 'no KYC')
  })

  it('offers neither form to a role without the right', async () => {
    renderPlayer({ canManage: false, canAdjust: false })
    expect(await screen.findByRole('heading', { name: 'Player maria.santos' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Change the status' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Adjust' })).toBeNull()
  })

  it('sends a message with a reward typed in pesos as centavos (docs/operators.md#inbox-messages)', async () => {
    const { onMessage } = renderPlayer()
    await userEvent.type(await screen.findByRole('textbox', { name: 'Title' }), 'Sorry for the wait')
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Message' }),
      'Here is something for the trouble.',
    )
    await userEvent.type(screen.getByRole('textbox', { name: 'Reward in PHP (optional)' }), '25')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(onMessage).toHaveBeenCalledWith({
      title: 'Sorry for the wait',
      body: 'Here is something for the trouble.',
      reward: 2_500,
    })
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('')
  })

  it('offers no reward to a role that may not move money, and refuses a reward it cannot read', async () => {
    const { onMessage } = renderPlayer({ canAdjust: false })
    await screen.findByRole('textbox', { name: 'Title' })
    expect(screen.queryByRole('textbox', { name: 'Reward in PHP (optional)' })).toBeNull()
    cleanup()
    const again = renderPlayer()
    await userEvent.type(await screen.findByRole('textbox', { name: 'Title' }), 'Hi')
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello')
    await userEvent.type(screen.getByRole('textbox', { name: 'Reward in PHP (optional)' }), 'ten')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Type a reward above zero')
    expect(again.onMessage).not.toHaveBeenCalled()
    expect(onMessage).not.toHaveBeenCalled()
  })
})
