import { createFileRoute } from '@tanstack/react-router'
import { PokerLobby } from '../../features/lobby/LobbyPage'

export const Route = createFileRoute('/{-$lang}/poker')({
  staticData: { page: 'poker' },
  component: PokerLobby,
})
