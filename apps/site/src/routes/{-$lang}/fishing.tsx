import { createFileRoute } from '@tanstack/react-router'
import { FishingLobby } from '../../features/lobby/LobbyPage'
import { validateLobbySearch } from '../../features/lobby/lobbySearch'

export const Route = createFileRoute('/{-$lang}/fishing')({
  staticData: { page: 'fishing' },
  validateSearch: validateLobbySearch,
  component: FishingLobby,
})
