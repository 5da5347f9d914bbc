import { createFileRoute } from '@tanstack/react-router'
import { DownloadPage } from '../../features/info/DownloadPage'

export const Route = createFileRoute('/{-$lang}/download')({
  staticData: { page: 'download' },
  component: DownloadPage,
})
