import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/')({
  component: Home,
})

function Home() {
  const { startup } = Route.useRouteContext()
  return (
    <main>
      <h1>{startup.site.site_name}</h1>
    </main>
  )
}
