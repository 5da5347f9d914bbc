import { createFileRoute } from '@tanstack/react-router'
import { CasinoLobby } from '../../features/lobby/LobbyPage'
import { validateLobbySearch } from '../../features/lobby/lobbySearch'

export const Route = createFileRoute('/{-$lang}/casino')({
  staticData: { page: 'casino' },
  validateSearch: validateLobbySearch,
  component: CasinoLobby,
})
