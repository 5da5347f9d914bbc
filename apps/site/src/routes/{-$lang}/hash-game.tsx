import { createFileRoute } from '@tanstack/react-router'
import { HashGameLobby } from '../../features/lobby/LobbyPage'

export const Route = createFileRoute('/{-$lang}/hash-game')({
  staticData: { page: 'hash-game' },
  component: HashGameLobby,
})
