import { createFileRoute } from '@tanstack/react-router'
import { SabongLobby } from '../../features/lobby/LobbyPage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/sabong')({
  staticData: metaFor('/sabong'),
  component: SabongLobby,
})
