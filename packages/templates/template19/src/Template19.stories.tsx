import { templateStories } from '@lobbykit/ui/demo'
import { template } from './index'

const stories = templateStories(template)

export default { ...stories.meta, title: 'Templates/template19' }
export const Home = stories.Home
export const HomeSignedIn = stories.HomeSignedIn
export const Lobby = stories.Lobby
