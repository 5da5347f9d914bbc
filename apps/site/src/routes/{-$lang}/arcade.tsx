import { createFileRoute } from '@tanstack/react-router'
import { ArcadeLobby } from '../../features/lobby/LobbyPage'
import { validateLobbySearch } from '../../features/lobby/lobbySearch'

export const Route = createFileRoute('/{-$lang}/arcade')({
  staticData: { page: 'arcade' },
  validateSearch: validateLobbySearch,
  component: ArcadeLobby,
})
