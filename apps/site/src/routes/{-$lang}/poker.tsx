import { createFileRoute } from '@tanstack/react-router'
import { PokerLobby } from '../../features/lobby/LobbyPage'
import { validateLobbySearch } from '../../features/lobby/lobbySearch'

export const Route = createFileRoute('/{-$lang}/poker')({
  staticData: { page: 'poker' },
  validateSearch: validateLobbySearch,
  component: PokerLobby,
})
