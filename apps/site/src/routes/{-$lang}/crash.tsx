import { createFileRoute } from '@tanstack/react-router'
import { CrashLobby } from '../../features/lobby/LobbyPage'

export const Route = createFileRoute('/{-$lang}/crash')({
  staticData: { page: 'crash' },
  component: CrashLobby,
})
