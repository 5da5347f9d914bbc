import { createFileRoute } from '@tanstack/react-router'
import { LotteryLobby } from '../../features/lobby/LobbyPage'

export const Route = createFileRoute('/{-$lang}/lottery')({
  staticData: { page: 'lottery' },
  component: LotteryLobby,
})
