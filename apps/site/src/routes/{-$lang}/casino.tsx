import { createFileRoute } from '@tanstack/react-router'
import { CasinoLobby } from '../../features/lobby/LobbyPage'

export const Route = createFileRoute('/{-$lang}/casino')({
  staticData: { page: 'casino' },
  component: CasinoLobby,
})
