import { createFileRoute } from '@tanstack/react-router'
import { CasinoLobby } from '../../features/lobby/LobbyPage'
import { validateLobbySearch } from '../../features/lobby/lobbySearch'
import { templatePartLoaders } from '../../shell/templateParts'

export const Route = createFileRoute('/{-$lang}/casino')({
  staticData: { page: 'casino' },
  validateSearch: validateLobbySearch,
  loader: templatePartLoaders.Lobby,
  component: CasinoLobby,
})
