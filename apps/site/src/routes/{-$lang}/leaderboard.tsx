import { createFileRoute } from '@tanstack/react-router'
import { LeaderboardPage } from '../../features/engagement/LeaderboardPage'

export const Route = createFileRoute('/{-$lang}/leaderboard')({
  staticData: { page: 'leaderboard' },
  component: LeaderboardPage,
})
