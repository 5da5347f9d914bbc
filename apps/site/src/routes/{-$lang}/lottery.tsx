import { createFileRoute } from '@tanstack/react-router'
import { LotteryLobby } from '../../features/lobby/LobbyPage'
import { validateLobbySearch } from '../../features/lobby/lobbySearch'

export const Route = createFileRoute('/{-$lang}/lottery')({
  staticData: { page: 'lottery' },
  validateSearch: validateLobbySearch,
  component: LotteryLobby,
})
