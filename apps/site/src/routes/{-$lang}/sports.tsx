import { createFileRoute } from '@tanstack/react-router'
import { SportsLobby } from '../../features/lobby/LobbyPage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/sports')({
  staticData: metaFor('/sports'),
  component: SportsLobby,
})
