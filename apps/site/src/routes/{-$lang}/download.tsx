import { createFileRoute } from '@tanstack/react-router'
import { DownloadPage } from '../../features/info/DownloadPage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/download')({
  staticData: metaFor('/download'),
  component: DownloadPage,
})
