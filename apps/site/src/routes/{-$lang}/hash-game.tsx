import { createFileRoute } from '@tanstack/react-router'
import { HashGameLobby } from '../../features/lobby/LobbyPage'
import { validateLobbySearch } from '../../features/lobby/lobbySearch'
import { templatePartLoaders } from '../../shell/templateParts'

export const Route = createFileRoute('/{-$lang}/hash-game')({
  staticData: { page: 'hash-game' },
  validateSearch: validateLobbySearch,
  loader: templatePartLoaders.Lobby,
  component: HashGameLobby,
})
