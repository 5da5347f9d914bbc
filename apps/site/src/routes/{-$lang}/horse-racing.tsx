import { createFileRoute } from '@tanstack/react-router'
import { HorseRacingLobby } from '../../features/lobby/LobbyPage'

export const Route = createFileRoute('/{-$lang}/horse-racing')({
  staticData: { page: 'horse-racing' },
  component: HorseRacingLobby,
})
