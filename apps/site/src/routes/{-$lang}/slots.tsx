import { createFileRoute } from '@tanstack/react-router'
import { SlotsLobby } from '../../features/lobby/LobbyPage'
import { validateLobbySearch } from '../../features/lobby/lobbySearch'

export const Route = createFileRoute('/{-$lang}/slots')({
  staticData: { page: 'slots' },
  validateSearch: validateLobbySearch,
  component: SlotsLobby,
})
