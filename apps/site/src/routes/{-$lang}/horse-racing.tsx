import { createFileRoute } from '@tanstack/react-router'
import { HorseRacingLobby } from '../../features/lobby/LobbyPage'
import { validateLobbySearch } from '../../features/lobby/lobbySearch'
import { templatePartLoaders } from '../../shell/templateParts'

export const Route = createFileRoute('/{-$lang}/horse-racing')({
  staticData: { page: 'horse-racing' },
  validateSearch: validateLobbySearch,
  loader: templatePartLoaders.Lobby,
  component: HorseRacingLobby,
})
