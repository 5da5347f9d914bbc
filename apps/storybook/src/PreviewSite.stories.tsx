import {
  demoActions,
  demoHomeProps,
  demoLayoutProps,
  demoLobbyProps,
  signedInSession,
  signedOutSession,
} from '@lobbykit/ui/demo'
import type { TemplateModule } from '@lobbykit/ui/template'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { loadTemplate, storyTheme } from './themes'

/**
 * The whole site of any template x colour with demo data: choose both in the toolbar. Onboarding teams use
 * this to preview a theme_code and colour before go-live.
 */
const meta = {
  title: 'Preview/Site',
  parameters: { layout: 'fullscreen' },
  // A tool for choosing a template and colour, not a design of its own: the Templates/* stories screenshot the
  // same Layout, Home and Lobby of every template with fuller demo data, so these add no visual baseline.
  tags: ['no-visual'],
  loaders: [
    async (context) => {
      const { template } = storyTheme(context.globals, context.parameters)
      return { templateId: template, module: await loadTemplate(template) }
    },
  ],
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

function Missing({ id }: { id: string }) {
  return (
    <main style={{ padding: 24 }}>
      <h1>{id} is not ready</h1>
      <p>
        Its package does not export <code>template: TemplateModule</code> from <code>src/index.ts</code> yet.
      </p>
    </main>
  )
}

const log = (name: string, ...args: unknown[]) => console.info(`[preview] ${name}`, ...args)

function render(page: 'home' | 'lobby', signedIn: boolean): Story['render'] {
  return (_args, { loaded }) => {
    const module = loaded.module as TemplateModule | undefined
    if (!module?.Layout) return <Missing id={String(loaded.templateId)} />
    const session = signedIn ? signedInSession : signedOutSession
    const actions = demoActions(log)
    const { Layout, Home, Lobby } = module
    return (
      <Layout
        {...demoLayoutProps({ session, actions, pathname: page === 'home' ? '/' : '/slots', children: null })}
      >
        {page === 'home' ? (
          <Home {...demoHomeProps({ session, actions })} />
        ) : (
          <Lobby {...demoLobbyProps({ session, actions })} />
        )}
      </Layout>
    )
  }
}

export const Home: Story = { render: render('home', false) }
export const HomeSignedIn: Story = { render: render('home', true) }
export const Lobby: Story = { render: render('lobby', true) }
export const HomeMobile: Story = { render: render('home', false), globals: { viewport: { value: 'mobile' } } }
