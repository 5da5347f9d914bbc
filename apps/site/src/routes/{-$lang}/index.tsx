import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../../features/home/HomePage'
import { templatePartLoaders } from '../../shell/templateParts'

// Every tenant opens on its home page: a sportsbook template's home is its sportsbook, with the matches, their
// odds and a bet slip (docs/product.md#language-prefix).
export const Route = createFileRoute('/{-$lang}/')({
  staticData: { page: 'home' },
  loader: templatePartLoaders.Home,
  component: HomePage,
})
