import { createFileRoute } from '@tanstack/react-router'
import { PreloaderPage } from '../../features/info/PreloaderPage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/preloader')({
  staticData: metaFor('/preloader'),
  component: PreloaderPage,
})
