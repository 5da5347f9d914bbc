import { createFileRoute } from '@tanstack/react-router'
import { PokerLobby } from '../../features/lobby/LobbyPage'
import { validateLobbySearch } from '../../features/lobby/lobbySearch'
import { templatePartLoaders } from '../../shell/templateParts'

export const Route = createFileRoute('/{-$lang}/poker')({
  staticData: { page: 'poker' },
  validateSearch: validateLobbySearch,
  loader: templatePartLoaders.Lobby,
  component: PokerLobby,
})
