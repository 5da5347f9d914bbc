import { createFileRoute } from '@tanstack/react-router'
import { FishingLobby } from '../../features/lobby/LobbyPage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/fishing')({
  staticData: metaFor('/fishing'),
  component: FishingLobby,
})
