import { createFileRoute } from '@tanstack/react-router'
import { CrashLobby } from '../../features/lobby/LobbyPage'
import { validateLobbySearch } from '../../features/lobby/lobbySearch'
import { templatePartLoaders } from '../../shell/templateParts'

export const Route = createFileRoute('/{-$lang}/crash')({
  staticData: { page: 'crash' },
  validateSearch: validateLobbySearch,
  loader: templatePartLoaders.Lobby,
  component: CrashLobby,
})
