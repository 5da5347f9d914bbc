import { lazyPart, type TemplateModule } from '@lobbykit/ui/template'
import { Layout } from './Layout'
import { meta } from './meta'

// The home's and the lobby's code load with the first page that shows them (docs/architecture.md#first-visit-code).
const Home = lazyPart(() => import('./Home').then((module) => module.Home))
const Lobby = lazyPart(() => import('./Lobby').then((module) => module.Lobby))

export const template: TemplateModule = { meta, Layout, Home, Lobby }
export { Home, Layout, Lobby, meta }
