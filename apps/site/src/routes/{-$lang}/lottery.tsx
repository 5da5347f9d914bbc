import { createFileRoute } from '@tanstack/react-router'
import { LotteryLobby } from '../../features/lobby/LobbyPage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/lottery')({
  staticData: metaFor('/lottery'),
  component: LotteryLobby,
})
