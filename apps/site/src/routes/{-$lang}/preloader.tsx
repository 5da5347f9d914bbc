import { createFileRoute } from '@tanstack/react-router'
import { PreloaderPage } from '../../features/info/PreloaderPage'

export const Route = createFileRoute('/{-$lang}/preloader')({
  staticData: { page: 'preloader', layout: 'default' },
  component: PreloaderPage,
})
