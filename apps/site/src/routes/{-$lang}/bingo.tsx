import { createFileRoute } from '@tanstack/react-router'
import { BingoLobby } from '../../features/lobby/LobbyPage'
import { validateLobbySearch } from '../../features/lobby/lobbySearch'

export const Route = createFileRoute('/{-$lang}/bingo')({
  staticData: { page: 'bingo' },
  validateSearch: validateLobbySearch,
  component: BingoLobby,
})
