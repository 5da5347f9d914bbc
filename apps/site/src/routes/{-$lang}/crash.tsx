import { createFileRoute } from '@tanstack/react-router'
import { CrashLobby } from '../../features/lobby/LobbyPage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/crash')({
  staticData: metaFor('/crash'),
  component: CrashLobby,
})
