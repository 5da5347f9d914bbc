import { createFileRoute } from '@tanstack/react-router'
import { FishingLobby } from '../../features/lobby/LobbyPage'

export const Route = createFileRoute('/{-$lang}/fishing')({
  staticData: { page: 'fishing' },
  component: FishingLobby,
})
