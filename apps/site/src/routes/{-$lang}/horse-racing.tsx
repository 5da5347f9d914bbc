import { createFileRoute } from '@tanstack/react-router'
import { HorseRacingLobby } from '../../features/lobby/LobbyPage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/horse-racing')({
  staticData: metaFor('/horse-racing'),
  component: HorseRacingLobby,
})
