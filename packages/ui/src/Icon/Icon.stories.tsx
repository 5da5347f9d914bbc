import type { Meta, StoryObj } from '@storybook/react-vite'
import { Icon, iconNames } from './Icon'

const meta = {
  title: 'Blocks/Icon',
  component: Icon,
  parameters: { layout: 'padded' },
  args: { name: 'flame', size: 24 },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>
export default meta
type Story = StoryObj<typeof meta>

export const Single: Story = {}
export const All: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
        gap: 12,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4, fontSize: 12 }}>
          <Icon name={name} size={28} />
          {name}
        </li>
      ))}
    </ul>
  ),
}
