import { createFileRoute } from '@tanstack/react-router'
import { PokerLobby } from '../../features/lobby/LobbyPage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/poker')({
  staticData: metaFor('/poker'),
  component: PokerLobby,
})
