import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { Pagination } from './Pagination'

const meta = {
  title: 'Blocks/Pagination',
  component: Pagination,
  parameters: { layout: 'padded' },
  args: { totalItems: 200, currentPage: 10, onChange: fn() },
} satisfies Meta<typeof Pagination>
export default meta
type Story = StoryObj<typeof meta>

export const Middle: Story = {}
export const FirstPage: Story = { args: { currentPage: 1 } }
export const FewPages: Story = { args: { totalItems: 30, currentPage: 2 } }
export const Links: Story = {
  args: { type: 'link', linkUrl: '/promotions?page=[page]', currentPage: 4, totalItems: 90 },
}
