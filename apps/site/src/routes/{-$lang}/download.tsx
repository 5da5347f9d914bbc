import { createFileRoute } from '@tanstack/react-router'
import { DownloadPage } from '../../features/info/DownloadPage'
import { loadMessageGroup } from '../../i18n/activate'

export const Route = createFileRoute('/{-$lang}/download')({
  staticData: { page: 'download' },
  // Its page's texts, and the download options it shares with the app-download dialog
  // (docs/architecture.md#languages-and-texts).
  beforeLoad: async () => {
    await Promise.all([loadMessageGroup('pages'), loadMessageGroup('dialogs')])
  },
  component: DownloadPage,
})
