import type { Meta, StoryObj } from '@storybook/react-vite'
import { preloadParts, type TemplateModule } from '../template'
import {
  demoBanner,
  demoFooterLinks,
  demoHomeProps,
  demoLayoutProps,
  demoLobbyProps,
  demoMatches,
  demoSlotGames,
  signedInSession,
  signedOutSession,
} from './data'
import { DemoLobby } from './demoLobby'

/** The controls of a template's page story: who looks at it and which page. */
export interface TemplatePageArgs {
  signedIn: boolean
  page: 'home' | 'lobby'
}

export type TemplateStory = StoryObj<TemplatePageArgs>

export interface TemplateStories {
  /** Everything of the file's default export but its title, which CSF needs written out in the file. */
  meta: Meta<TemplatePageArgs>
  Home: TemplateStory
  HomeSignedIn: TemplateStory
  Lobby: TemplateStory
}

/** A whole page as the shell renders it: the template's Layout around its home or lobby. */
export function TemplatePage({ template, signedIn, page }: TemplatePageArgs & { template: TemplateModule }) {
  const { Layout, Home, Lobby } = template
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
        <Home
          {...demoHomeProps({
            session,
            banners: [{ key: 'welcome', ...demoBanner }],
            matches: demoMatches,
            jackpot: 1_284_559_031,
          })}
        />
      ) : (
        <DemoLobby Lobby={Lobby} {...demoLobbyProps({ session })} games={demoSlotGames} />
      )}
    </Layout>
  )
}

/**
 * The stories every template shows: its whole page as the shell renders it (the template's Layout around
 * its home or lobby, with the demo data), for a visitor and a player. Storybook reads titles and story
 * names from the file, so each template's stories file still writes its default export and one named
 * export per story:
 *
 * ```tsx
 * const stories = templateStories(template)
 * export default { ...stories.meta, title: 'Templates/template1' }
 * export const Home = stories.Home
 * ```
 *
 * The title keeps `Templates/<registry id>`: story ids (`templates-template1--home`) name the visual baselines.
 * A template adds a story of its own beside them as a `TemplateStory` (args, or a render with `TemplatePage`).
 */
export function templateStories(template: TemplateModule): TemplateStories {
  const { meta } = template
  return {
    meta: {
      render: (args) => <TemplatePage template={template} {...args} />,
      // The home and the lobby load with their first use, as on the site: the story waits for them.
      loaders: [
        async () => {
          await preloadParts(template)
          return {}
        },
      ],
      parameters: { template: meta.id },
      args: { signedIn: false, page: 'home' },
      argTypes: { page: { control: 'inline-radio', options: ['home', 'lobby'] } },
    },
    Home: {
      parameters: { docs: { description: { story: `${meta.name}: the home page a visitor lands on.` } } },
    },
    HomeSignedIn: { args: { signedIn: true } },
    Lobby: { args: { page: 'lobby' } },
  }
}
