import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '../../features/info/ContactPage'
import { metaFor } from '../../shell/routeMeta'

export const Route = createFileRoute('/{-$lang}/contact-us')({
  staticData: metaFor('/contact-us'),
  component: ContactPage,
})
