import { createFileRoute } from '@tanstack/react-router'
import { CasinoLobby } from '../../features/lobby/LobbyPage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/casino')({
  staticData: metaFor('/casino'),
  component: CasinoLobby,
})
