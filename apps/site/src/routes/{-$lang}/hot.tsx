import { createFileRoute } from '@tanstack/react-router'
import { HotLobby } from '../../features/lobby/LobbyPage'

export const Route = createFileRoute('/{-$lang}/hot')({
  staticData: { page: 'hot' },
  component: HotLobby,
})
