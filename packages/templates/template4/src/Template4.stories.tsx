import {
  demoBanner,
  demoFooterLinks,
  demoHomeProps,
  demoLayoutProps,
  demoLobbyProps,
  demoMatches,
  signedInSession,
  signedOutSession,
} from '@lobbykit/ui/demo'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Home as HomePage } from './Home'
import { Layout } from './Layout'
import { Lobby as LobbyPage } from './Lobby'

interface PageArgs {
  signedIn: boolean
  page: 'home' | 'lobby'
}

/** A whole page as the shell renders it: this template's Layout around its home or lobby. */
function Page({ signedIn, page }: PageArgs) {
  const session = signedIn ? signedInSession : signedOutSession
  const layout = demoLayoutProps({
    children: null,
    session,
    pathname: page === 'home' ? '/' : '/slots',
    footerLinks: demoFooterLinks,
  })
  return (
    <Layout {...layout}>
      {page === 'home' ? (
        <HomePage
          {...demoHomeProps({
            session,
            banners: [{ key: 'welcome', ...demoBanner }],
            matches: demoMatches,
            jackpot: 1_284_559_031,
          })}
        />
      ) : (
        <LobbyPage {...demoLobbyProps({ session })} />
      )}
    </Layout>
  )
}

const meta: Meta<typeof Page> = {
  title: 'Templates/template4',
  component: Page,
  parameters: { template: 'template4' },
  args: { signedIn: false, page: 'home' },
  argTypes: { page: { control: 'inline-radio', options: ['home', 'lobby'] } },
}
export default meta

type Story = StoryObj<typeof Page>

/** Obsidian: the home page a visitor lands on. */
export const Home: Story = {}
export const HomeSignedIn: Story = { args: { signedIn: true } }
export const Lobby: Story = { args: { page: 'lobby' } }
