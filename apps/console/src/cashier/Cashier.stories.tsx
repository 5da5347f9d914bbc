import type { Meta, StoryObj } from '@storybook/react-vite'
import { PlayerDetailView } from '../players/PlayerDetail'
import { SignIn } from '../shell/SignIn'
import { ConsoleFrame } from '../testing/ConsoleFrame'
import { samplePending, samplePlayer } from '../testing/fixtures'
import { CashierQueueView } from './CashierQueue'

const meta: Meta = { title: 'Console/Cashier', parameters: { layout: 'fullscreen' } }
export default meta

export const Queue: StoryObj = {
  render: () => (
    <ConsoleFrame>
      <CashierQueueView
        pending={samplePending}
        notice="Approved ₱1,000.00 for juan.dela.cruz."
        onApprove={() => undefined}
        onReject={() => undefined}
        onRefresh={() => undefined}
      />
    </ConsoleFrame>
  ),
}

export const Player: StoryObj = {
  render: () => (
    <ConsoleFrame>
      <PlayerDetailView
        canManage
        canAdjust
        onStatus={async () => undefined}
        onAdjust={async () => undefined}
        onMessage={async () => undefined}
        detail={{
          ...samplePlayer,
          sessions: [
            {
              session_id: 3,
              user_agent: 'Chrome on Android',
              address: '203.0.113.7',
              created_at: '2026-11-27T08:00:00.000Z',
              last_seen_at: '2026-11-27T09:55:00.000Z',
            },
          ],
          limits: { ...samplePlayer.limits, deposit: { day: 500_000, week: null, month: null } },
        }}
        ledger={[
          {
            entry_id: 90,
            kind: 'withdrawal',
            amount: -250_000,
            balance_after: 1_254_075,
            reference: 'withdrawal:41',
            created_at: '2026-11-27T08:12:00.000Z',
          },
          {
            entry_id: 88,
            kind: 'win',
            amount: 104_075,
            balance_after: 1_504_075,
            reference: 'round:991',
            created_at: '2026-11-26T21:40:00.000Z',
          },
          {
            entry_id: 87,
            kind: 'deposit',
            amount: 1_000_000,
            balance_after: 1_400_000,
            reference: 'deposit:30',
            created_at: '2026-11-26T20:00:00.000Z',
          },
        ]}
      />
    </ConsoleFrame>
  ),
}

export const SignInForm: StoryObj = {
  render: () => (
    <ConsoleFrame>
      <SignIn onSignIn={async () => 'Wrong e-mail address or password'} />
    </ConsoleFrame>
  ),
}
