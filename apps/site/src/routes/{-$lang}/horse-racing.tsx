import { createFileRoute } from '@tanstack/react-router'
import { HorseRacingLobby } from '../../features/lobby/LobbyPage'
import { validateLobbySearch } from '../../features/lobby/lobbySearch'

export const Route = createFileRoute('/{-$lang}/horse-racing')({
  staticData: { page: 'horse-racing' },
  validateSearch: validateLobbySearch,
  component: HorseRacingLobby,
})
