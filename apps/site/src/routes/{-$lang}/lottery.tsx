import { createFileRoute } from '@tanstack/react-router'
import { LotteryLobby } from '../../features/lobby/LobbyPage'
import { validateLobbySearch } from '../../features/lobby/lobbySearch'
import { templatePartLoaders } from '../../shell/templateParts'

export const Route = createFileRoute('/{-$lang}/lottery')({
  staticData: { page: 'lottery' },
  validateSearch: validateLobbySearch,
  loader: templatePartLoaders.Lobby,
  component: LotteryLobby,
})
