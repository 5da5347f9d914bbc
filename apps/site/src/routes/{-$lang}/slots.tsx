import { createFileRoute } from '@tanstack/react-router'
import { SlotsLobby } from '../../features/lobby/LobbyPage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/slots')({
  staticData: metaFor('/slots'),
  component: SlotsLobby,
})
