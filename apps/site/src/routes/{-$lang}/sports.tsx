import { createFileRoute } from '@tanstack/react-router'
import { SportsLobby } from '../../features/lobby/LobbyPage'
import { validateLobbySearch } from '../../features/lobby/lobbySearch'
import { templatePartLoaders } from '../../shell/templateParts'

export const Route = createFileRoute('/{-$lang}/sports')({
  staticData: { page: 'sports' },
  validateSearch: validateLobbySearch,
  loader: templatePartLoaders.Lobby,
  component: SportsLobby,
})
