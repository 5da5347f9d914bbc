import { createFileRoute } from '@tanstack/react-router'
import { SabongLobby } from '../../features/lobby/LobbyPage'
import { validateLobbySearch } from '../../features/lobby/lobbySearch'
import { templatePartLoaders } from '../../shell/templateParts'

export const Route = createFileRoute('/{-$lang}/sabong')({
  staticData: { page: 'sabong' },
  validateSearch: validateLobbySearch,
  loader: templatePartLoaders.Lobby,
  component: SabongLobby,
})
