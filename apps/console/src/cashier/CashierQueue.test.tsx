import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ConsoleFrame } from '../testing/ConsoleFrame'
import { samplePending } from '../testing/fixtures'
import { CashierQueueView } from './CashierQueue'

function renderQueue() {
  const onApprove = vi.fn()
  const onReject = vi.fn()
  render(
    <ConsoleFrame>
      <CashierQueueView
        pending={samplePending}
        onApprove={onApprove}
        onReject={onReject}
        onRefresh={() => undefined}
      />
    </ConsoleFrame>,
  )
  return { onApprove, onReject }
}

describe('CashierQueueView', () => {
  it('lists withdrawals and deposits apart, with their money in the currency', async () => {
    renderQueue()
    const withdrawals = await screen.findByRole('table', { name: 'Withdrawals waiting' })
    expect(withdrawals).toHaveTextContent('maria.santos')
    expect(withdrawals).toHaveTextContent('₱2,500.00')
    expect(withdrawals).not.toHaveTextContent('tran.minh')
    expect(screen.getByRole('table', { name: 'Deposits waiting' })).toHaveTextContent('tran.minh')
  })

  it('approves with one press', async () => {
    const { onApprove } = renderQueue()
    await userEvent.click(await screen.findByRole('button', { name: 'Approve ₱2,500.00 for maria.santos' }))
    expect(onApprove).toHaveBeenCalledWith(samplePending[0])
  })

  it('rejects only with a reason, which it sends trimmed', async () => {
    const { onReject } = renderQueue()
    const rejects = await screen.findAllByRole('button', { name: 'Reject…' })
    await userEvent.click(rejects[0]!)
    const submit = screen.getByRole('button', { name: 'Reject' })
    expect(submit).toBeDisabled()
    await userEvent.type(
      screen.getByRole('textbox', { name: /Reason/ }),
      '  Name does not match the bank account ',
    )
    await userEvent.click(submit)
    expect(onReject).toHaveBeenCalledWith(samplePending[0], 'Name does not match the bank account')
  })
})
