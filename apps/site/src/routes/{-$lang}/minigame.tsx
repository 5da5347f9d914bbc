import { createFileRoute } from '@tanstack/react-router'
import { MinigamePage } from '../../features/engagement/MinigamePage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/minigame')({
  staticData: metaFor('/minigame'),
  component: MinigamePage,
})
