import { createFileRoute } from '@tanstack/react-router'
import { ArcadeLobby } from '../../features/lobby/LobbyPage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/arcade')({
  staticData: metaFor('/arcade'),
  component: ArcadeLobby,
})
