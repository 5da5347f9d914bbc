import { createFileRoute } from '@tanstack/react-router'
import { SlotsLobby } from '../../features/lobby/LobbyPage'
import { validateLobbySearch } from '../../features/lobby/lobbySearch'
import { templatePartLoaders } from '../../shell/templateParts'

export const Route = createFileRoute('/{-$lang}/slots')({
  staticData: { page: 'slots' },
  validateSearch: validateLobbySearch,
  loader: templatePartLoaders.Lobby,
  component: SlotsLobby,
})
