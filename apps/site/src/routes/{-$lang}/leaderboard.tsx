import { createFileRoute } from '@tanstack/react-router'
import { LeaderboardPage } from '../../features/engagement/LeaderboardPage'
import { loadMessageGroup } from '../../i18n/activate'

export const Route = createFileRoute('/{-$lang}/leaderboard')({
  staticData: { page: 'leaderboard' },
  // Its page shares texts with the player's pages (docs/architecture.md#languages-and-texts).
  beforeLoad: () => loadMessageGroup('player'),
  component: LeaderboardPage,
})
