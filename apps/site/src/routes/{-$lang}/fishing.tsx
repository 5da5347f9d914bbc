import { createFileRoute } from '@tanstack/react-router'
import { FishingLobby } from '../../features/lobby/LobbyPage'
import { validateLobbySearch } from '../../features/lobby/lobbySearch'
import { templatePartLoaders } from '../../shell/templateParts'

export const Route = createFileRoute('/{-$lang}/fishing')({
  staticData: { page: 'fishing' },
  validateSearch: validateLobbySearch,
  loader: templatePartLoaders.Lobby,
  component: FishingLobby,
})
