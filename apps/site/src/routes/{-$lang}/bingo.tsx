import { createFileRoute } from '@tanstack/react-router'
import { BingoLobby } from '../../features/lobby/LobbyPage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/bingo')({
  staticData: metaFor('/bingo'),
  component: BingoLobby,
})
