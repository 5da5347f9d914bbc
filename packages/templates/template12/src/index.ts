import type { TemplateModule } from '@lobbykit/ui/template'
import { Home } from './Home'
import { Layout } from './Layout'
import { Lobby } from './Lobby'
import { meta } from './meta'

export const template: TemplateModule = { meta, Layout, Home, Lobby }
export { Home, Layout, Lobby, meta }
