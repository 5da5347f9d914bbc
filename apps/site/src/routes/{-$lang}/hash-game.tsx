import { createFileRoute } from '@tanstack/react-router'
import { HashGameLobby } from '../../features/lobby/LobbyPage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/hash-game')({
  staticData: metaFor('/hash-game'),
  component: HashGameLobby,
})
