import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { Button } from './Button'
import { buttonSizes, buttonTones } from './Button.css'

const meta = {
  title: 'Blocks/Button',
  component: Button,
  parameters: { layout: 'padded' },
  args: { children: 'Deposit', onClick: fn(), tone: 'brand', size: 'md' },
  argTypes: {
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>
export default meta
type Story = StoryObj<typeof meta>

export const Brand: Story = {}
export const Disabled: Story = { args: { disabled: true } }
export const AllTonesAndSizes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {buttonSizes.map((size) => (
        <div key={size} style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
          {buttonTones.map((tone) => (
            <Button key={tone} tone={tone} size={size}>
              {tone} {size}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
}
