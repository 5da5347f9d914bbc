import { createFileRoute } from '@tanstack/react-router'
import { BingoLobby } from '../../features/lobby/LobbyPage'

export const Route = createFileRoute('/{-$lang}/bingo')({
  staticData: { page: 'bingo' },
  component: BingoLobby,
})
