import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { errorToastDuration, sessionToastDuration, ToastViewport } from './Toast'

const meta = {
  title: 'Toasts',
  component: ToastViewport,
  parameters: { layout: 'fullscreen' },
  args: {
    onDismiss: fn(),
    toasts: [
      {
        id: 'session',
        tone: 'warning',
        title: 'Invalid session',
        message: 'Please log in again.',
        duration: 0,
      },
      { id: 'error', tone: 'critical', title: 'Error', message: 'Insufficient balance.', duration: 0 },
      {
        id: 'ok',
        tone: 'positive',
        title: 'Deposit received',
        message: '₱500.00 added to your balance.',
        duration: 0,
      },
      { id: 'info', tone: 'info', title: 'New games this week', duration: 0 },
    ],
  },
} satisfies Meta<typeof ToastViewport>
export default meta
type Story = StoryObj<typeof meta>

/** Every tone at once (durations 0 here so they stay for the screenshot). */
export const AllTones: Story = {}
/** The phone viewport in Storybook's toolbar; the visual suite already shoots every story at 390 px. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } }, tags: ['no-visual'] }
/** The two timed toasts of docs/product.md#timings: session expired 10 s, error 3 s; watch them leave. */
export const Timed: Story = {
  tags: ['no-visual'],
  args: {
    toasts: [
      { id: 's', tone: 'warning', title: 'Invalid session', duration: sessionToastDuration },
      {
        id: 'e',
        tone: 'critical',
        title: 'Error',
        message: 'Insufficient balance.',
        duration: errorToastDuration,
      },
    ],
  },
}
