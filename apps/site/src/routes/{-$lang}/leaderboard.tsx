import { createFileRoute } from '@tanstack/react-router'
import { LeaderboardPage } from '../../features/engagement/LeaderboardPage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/leaderboard')({
  staticData: metaFor('/leaderboard'),
  component: LeaderboardPage,
})
