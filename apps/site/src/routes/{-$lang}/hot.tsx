import { createFileRoute } from '@tanstack/react-router'
import { HotLobby } from '../../features/lobby/LobbyPage'
import { validateLobbySearch } from '../../features/lobby/lobbySearch'

export const Route = createFileRoute('/{-$lang}/hot')({
  staticData: { page: 'hot' },
  validateSearch: validateLobbySearch,
  component: HotLobby,
})
