import type { Meta, StoryObj } from '@storybook/react-vite'
import { demoSite } from '../demo/data'
import { MaintenanceScreen } from './MaintenanceScreen'

const meta = {
  title: 'Pages/Maintenance',
  component: MaintenanceScreen,
  args: {
    site: demoSite,
    startDate: '2026-11-21T18:00:00Z',
    endDate: '2026-11-22T02:30:00Z',
    locale: 'en-GB',
    timeZone: 'UTC',
  },
} satisfies Meta<typeof MaintenanceScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
/** The phone viewport in Storybook's toolbar; the visual suite already shoots every story at 390 px. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } }, tags: ['no-visual'] }
