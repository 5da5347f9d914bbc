import { cleanup } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import type { LayoutProps, NavItem, TemplateModule } from '../template'
import {
  expectLandmarks,
  expectPhoneDrawer,
  itOpensThePhoneDrawer,
  itRendersTheLandmarks,
  type LandmarkOptions,
  type PhoneDrawerOptions,
} from './layoutChecks'

/** What a broken layout gets wrong. */
type Flaw =
  | 'no age notice'
  | 'same nav labels'
  | 'balance for visitors'
  | 'drawer stays open'
  | 'no language'
  | 'no expanded state'

const Links = ({ items }: { items: readonly NavItem[] }) => (
  <ul>
    {items.map((item) => (
      <li key={item.key}>
        <a href={item.href}>{item.label}</a>
      </li>
    ))}
  </ul>
)

/** A plain layout that does what the checks ask, unless told which flaw to have. */
function FakeLayout({
  site,
  menu,
  categories,
  actions,
  pathname,
  children,
  flaw,
}: LayoutProps & { flaw?: Flaw }) {
  const [openAt, setOpenAt] = useState<string | null>(null)
  const open = openAt === pathname
  return (
    <>
      <header>
        <a href="/" aria-label={`${site.siteName} home`}>
          {site.logoText}
        </a>
        <button type="button" onClick={actions.login}>
          Log in
        </button>
        {flaw === 'balance for visitors' && <span>{'₱0.00'}</span>}
        <button
          type="button"
          aria-expanded={flaw === 'no expanded state' ? undefined : open}
          onClick={() => setOpenAt(open ? null : pathname)}
        >
          Menu
        </button>
      </header>
      <nav aria-label="Main">
        <Links items={menu} />
      </nav>
      {open && (
        <div>
          <nav aria-label="Drawer">
            <Links items={[...menu, ...categories]} />
          </nav>
          {flaw !== 'no language' && (
            <button type="button" onClick={actions.openLanguagePicker}>
              {`Language: ${site.language.toUpperCase()}`}
            </button>
          )}
          <button type="button" onClick={() => flaw !== 'drawer stays open' && setOpenAt(null)}>
            Close
          </button>
        </div>
      )}
      <main id="main">{children}</main>
      <footer>
        <nav aria-label={flaw === 'same nav labels' ? 'Main' : 'Footer'}>
          <Links items={menu.slice(0, 1)} />
        </nav>
        {flaw === 'no age notice' ? null : '18+'}
      </footer>
    </>
  )
}

/** The fake layout, whole and with each flaw, made once here: a component made per call would lose its state. */
const layouts: Record<Flaw | 'whole', TemplateModule['Layout']> = {
  whole: (props) => <FakeLayout {...props} />,
  'no age notice': (props) => <FakeLayout {...props} flaw="no age notice" />,
  'same nav labels': (props) => <FakeLayout {...props} flaw="same nav labels" />,
  'balance for visitors': (props) => <FakeLayout {...props} flaw="balance for visitors" />,
  'drawer stays open': (props) => <FakeLayout {...props} flaw="drawer stays open" />,
  'no language': (props) => <FakeLayout {...props} flaw="no language" />,
  'no expanded state': (props) => <FakeLayout {...props} flaw="no expanded state" />,
}

/** A template whose Layout is the fake layout, whole or with that flaw. */
const fakeLayout = (flaw?: Flaw) =>
  ({ Layout: layouts[flaw ?? 'whole'] }) as Partial<TemplateModule> as TemplateModule

const landmarks: LandmarkOptions = { navigation: ['Main', 'Footer'], lists: { Main: 'menu' } }
const drawer: PhoneDrawerOptions = {
  open: 'Menu',
  from: 'banner',
  drawer: { Drawer: ['menu', 'categories'] },
  language: 'Language: EN',
  close: 'Close',
}

/** What a check that ran asynchronously failed with ('' when it passed). */
const failureOf = (check: Promise<void>) =>
  check.then(
    () => '',
    (error: unknown) => String(error),
  )

describe('layout checks', () => {
  describe('pass a layout that has them', () => {
    itRendersTheLandmarks(fakeLayout(), landmarks)
    itOpensThePhoneDrawer(fakeLayout(), drawer)
    itOpensThePhoneDrawer(fakeLayout(), { ...drawer, close: { pathname: '/promotions' } })
    itOpensThePhoneDrawer(fakeLayout(), { ...drawer, close: 'toggle' })
  })

  it.each<[Flaw, RegExp]>([
    ['no age notice', /18\+/],
    ['same nav labels', /unique/],
    ['balance for visitors', /<span><\/span> to be null/],
  ])('the landmarks check fails a layout with %s', (flaw, reason) => {
    expect(() => expectLandmarks(fakeLayout(flaw), landmarks)).toThrow(reason)
  })

  it('the landmarks check fails where the navigations or their links are not the template’s', () => {
    expect(() => expectLandmarks(fakeLayout(), { navigation: ['Main'] })).toThrow(/navigations/)
    cleanup()
    expect(() => expectLandmarks(fakeLayout(), { ...landmarks, lists: { Main: 'categories' } })).toThrow(
      /Hot/,
    )
  })

  it.each<[Flaw, RegExp]>([
    ['drawer stays open', /"Drawer".*to be null/],
    ['no language', /"Language: EN"/],
    ['no expanded state', /tells the drawer is closed/],
  ])('the drawer check fails a layout whose %s', async (flaw, reason) => {
    expect(await failureOf(expectPhoneDrawer(fakeLayout(flaw), drawer))).toMatch(reason)
  })

  it('the drawer check fails when the drawer links more than the template says', async () => {
    const menuOnly = { ...drawer, drawer: { Drawer: 'menu' as const } }
    expect(await failureOf(expectPhoneDrawer(fakeLayout(), menuOnly))).toMatch(/length of 6 but got 19/)
  })
})
