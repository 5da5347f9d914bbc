import { createFileRoute } from '@tanstack/react-router'
import { HotLobby } from '../../features/lobby/LobbyPage'
import { validateLobbySearch } from '../../features/lobby/lobbySearch'
import { templatePartLoaders } from '../../shell/templateParts'

export const Route = createFileRoute('/{-$lang}/hot')({
  staticData: { page: 'hot' },
  validateSearch: validateLobbySearch,
  loader: templatePartLoaders.Lobby,
  component: HotLobby,
})
