import { createFileRoute } from '@tanstack/react-router'
import { SportsLobby } from '../../features/lobby/LobbyPage'

export const Route = createFileRoute('/{-$lang}/sports')({
  staticData: { page: 'sports' },
  component: SportsLobby,
})
