import { createFileRoute } from '@tanstack/react-router'
import { SportsLobby } from '../../features/lobby/LobbyPage'
import { validateLobbySearch } from '../../features/lobby/lobbySearch'

export const Route = createFileRoute('/{-$lang}/sports')({
  staticData: { page: 'sports' },
  validateSearch: validateLobbySearch,
  component: SportsLobby,
})
