import { createFileRoute } from '@tanstack/react-router'
import { HotLobby } from '../../features/lobby/LobbyPage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/hot')({
  staticData: metaFor('/hot'),
  component: HotLobby,
})
