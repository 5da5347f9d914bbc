import { createFileRoute } from '@tanstack/react-router'
import { SabongLobby } from '../../features/lobby/LobbyPage'

export const Route = createFileRoute('/{-$lang}/sabong')({
  staticData: { page: 'sabong' },
  component: SabongLobby,
})
