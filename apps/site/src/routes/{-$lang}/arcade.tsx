import { createFileRoute } from '@tanstack/react-router'
import { ArcadeLobby } from '../../features/lobby/LobbyPage'
import { validateLobbySearch } from '../../features/lobby/lobbySearch'
import { templatePartLoaders } from '../../shell/templateParts'

export const Route = createFileRoute('/{-$lang}/arcade')({
  staticData: { page: 'arcade' },
  validateSearch: validateLobbySearch,
  loader: templatePartLoaders.Lobby,
  component: ArcadeLobby,
})
