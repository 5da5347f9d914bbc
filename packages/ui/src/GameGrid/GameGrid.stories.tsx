import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { demoGames, demoLobbyGames } from '../demo/data'
import { gameCardVariants } from '../GameCard/GameCard.css'
import { GameGrid } from './GameGrid'

const meta = {
  title: 'Blocks/GameGrid',
  component: GameGrid,
  parameters: { layout: 'padded' },
  args: { games: demoGames.slice(0, 18), onPlay: fn(), variant: 'tile' },
  argTypes: { variant: { control: 'inline-radio', options: gameCardVariants } },
} satisfies Meta<typeof GameGrid>
export default meta
type Story = StoryObj<typeof meta>

export const Tiles: Story = {}
export const Posters: Story = { args: { variant: 'poster', games: demoGames.slice(18, 36) } }
export const Wide: Story = { args: { variant: 'wide', games: demoGames.slice(20, 28) } }
export const Rows: Story = { args: { variant: 'row', games: demoGames.slice(28, 40) } }
/**
 * 10,000 games: only the rows in the window are in the DOM; scroll the page to move it. GameGrid.test counts the
 * cards in the DOM; its first screen is the Tiles story's look, so it keeps no visual baseline of its own.
 */
export const TenThousand: Story = { args: { games: demoLobbyGames(10_000) }, tags: ['no-visual'] }
export const Loading: Story = { args: { loading: true } }
export const Empty: Story = { args: { games: [] } }
export const ErrorState: Story = { args: { error: 'The game service is unavailable (-503).', onRetry: fn() } }
