import { createFileRoute } from '@tanstack/react-router'
import { SabongLobby } from '../../features/lobby/LobbyPage'
import { validateLobbySearch } from '../../features/lobby/lobbySearch'

export const Route = createFileRoute('/{-$lang}/sabong')({
  staticData: { page: 'sabong' },
  validateSearch: validateLobbySearch,
  component: SabongLobby,
})
