import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { demoGames } from '../demo/data'
import { GameCard, GameCardSkeleton } from './GameCard'
import { gameCardVariants } from './GameCard.css'

const meta = {
  title: 'Blocks/GameCard',
  component: GameCard,
  parameters: { layout: 'padded' },
  args: { game: demoGames[0]!, onPlay: fn(), variant: 'tile', loading: 'eager' },
  argTypes: { variant: { control: 'inline-radio', options: gameCardVariants } },
  decorators: [
    (Story, { args, parameters }) =>
      parameters.fullWidth ? (
        <Story />
      ) : (
        <div style={{ maxWidth: args.variant === 'wide' || args.variant === 'row' ? 360 : 180 }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof GameCard>
export default meta
type Story = StoryObj<typeof meta>

export const Tile: Story = {}
export const Poster: Story = { args: { variant: 'poster', badge: 'Hot' } }
export const Wide: Story = { args: { variant: 'wide', game: demoGames[21]!, badge: 'Live' } }
export const Row: Story = { args: { variant: 'row', game: demoGames[28]! } }
export const Favourite: Story = {
  args: { game: { ...demoGames[3]!, isFavourite: true }, onToggleFavourite: fn() },
}
export const BrokenImage: Story = {
  args: { game: { ...demoGames[5]!, game_image: 'data:image/png;base64,broken' } },
}

export const AllVariants: Story = {
  parameters: { fullWidth: true },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 16 }}>
      {gameCardVariants.map((variant, index) => (
        <GameCard
          key={variant}
          game={demoGames[index * 7]!}
          variant={variant}
          onPlay={() => {}}
          loading="eager"
        />
      ))}
      {gameCardVariants.map((variant) => (
        <GameCardSkeleton key={`s-${variant}`} variant={variant} />
      ))}
    </div>
  ),
}
