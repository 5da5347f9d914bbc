import { createFileRoute } from '@tanstack/react-router'
import { BingoLobby } from '../../features/lobby/LobbyPage'
import { validateLobbySearch } from '../../features/lobby/lobbySearch'
import { templatePartLoaders } from '../../shell/templateParts'

export const Route = createFileRoute('/{-$lang}/bingo')({
  staticData: { page: 'bingo' },
  validateSearch: validateLobbySearch,
  loader: templatePartLoaders.Lobby,
  component: BingoLobby,
})
