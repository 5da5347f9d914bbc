import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '../../features/info/ContactPage'

export const Route = createFileRoute('/{-$lang}/contact-us')({
  staticData: { page: 'contact-us' },
  component: ContactPage,
})
