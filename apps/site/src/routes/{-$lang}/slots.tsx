import { createFileRoute } from '@tanstack/react-router'
import { SlotsLobby } from '../../features/lobby/LobbyPage'

export const Route = createFileRoute('/{-$lang}/slots')({
  staticData: { page: 'slots' },
  component: SlotsLobby,
})
