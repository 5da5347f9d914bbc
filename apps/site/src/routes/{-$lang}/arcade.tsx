import { createFileRoute } from '@tanstack/react-router'
import { ArcadeLobby } from '../../features/lobby/LobbyPage'

export const Route = createFileRoute('/{-$lang}/arcade')({
  staticData: { page: 'arcade' },
  component: ArcadeLobby,
})
