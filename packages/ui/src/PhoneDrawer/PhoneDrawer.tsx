import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useId, useState } from 'react'
import type { BottomTab } from '../BottomTabBar/BottomTabBar'
import { Button } from '../Button/Button'
import type { ButtonVariants } from '../Button/Button.css'
import { CategoryStrip } from '../CategoryStrip/CategoryStrip'
import { Icon } from '../Icon/Icon'
import { SideRail, type SideRailProps } from '../SideRail/SideRail'
import type { NavItem, SessionView, ShellActions, SiteView } from '../template/types'

/** The open state of a template's phone drawer (menu sheet, "More" panel), its id and the controls for it. */
export interface PhoneDrawer {
  open: boolean
  /** The panel's id, for `aria-controls` on whatever toggles it. */
  id: string
  toggle: () => void
  close: () => void
  /** The ui Header's menu button props that toggle the drawer: `<Header {...drawer.menuButton} />`. */
  menuButton: { onOpenMenu: () => void; menuOpen: boolean }
  /** The tab-bar tab that toggles the drawer: "More" while closed, "Close" while open; fields can be replaced. */
  tab: (overrides?: Partial<BottomTab>) => BottomTab
  /** A "More" tab that opens the drawer as a dialog (whose own close button closes it). */
  dialogTab: () => BottomTab
}

function useDrawerControls(open: boolean, set: (open: boolean) => void): PhoneDrawer {
  const { t } = useLingui()
  const id = useId()
  const toggle = () => set(!open)
  return {
    open,
    id,
    toggle,
    close: () => set(false),
    menuButton: { onOpenMenu: toggle, menuOpen: open },
    tab: (overrides) => ({
      key: 'more',
      label: open ? t`Close` : t`More`,
      href: `#${id}`,
      icon: open ? 'close' : 'menu',
      onSelect: toggle,
      expanded: open,
      controls: id,
      ...overrides,
    }),
    dialogTab: () => ({
      key: 'more',
      label: t`More`,
      href: '#',
      icon: 'menu',
      onSelect: () => set(true),
      opensDialog: true,
    }),
  }
}

/** A phone drawer that stays open until it is toggled or closed. */
export function usePhoneDrawer(): PhoneDrawer {
  const [open, setOpen] = useState(false)
  return useDrawerControls(open, setOpen)
}

/** A phone drawer that belongs to the page it was opened on: following one of its links closes it. */
export function usePageDrawer(pathname: string): PhoneDrawer {
  const [openOn, setOpenOn] = useState<string | null>(null)
  return useDrawerControls(openOn === pathname, (open) => setOpenOn(open ? pathname : null))
}

export interface DrawerPanelProps {
  drawer: PhoneDrawer
  /** The panel's element: a plain box, or a labelled region or complementary landmark. */
  as?: 'div' | 'section' | 'aside'
  /** The accessible name of a `section` or `aside`. */
  label?: string
  /** `hidden` (default) hides the closed panel with the attribute; `data` marks it `data-open` for CSS. */
  mode?: 'hidden' | 'data'
  className?: string
  children: ReactNode
}

/** The drawer's panel: carries the drawer's id, and is hidden (or marked closed) while the drawer is shut. */
export function DrawerPanel({
  drawer,
  as: Tag = 'div',
  label,
  mode = 'hidden',
  className,
  children,
}: DrawerPanelProps) {
  const state = mode === 'data' ? { 'data-open': drawer.open } : { hidden: !drawer.open }
  return (
    <Tag id={drawer.id} className={className} {...state} aria-label={label}>
      {children}
    </Tag>
  )
}

interface ShellProps {
  site: SiteView
  actions: ShellActions
}

/** The language picker's plain button in a drawer: an optional globe, then "Language: EN". */
export function LanguageButton({
  site,
  actions,
  icon,
  className,
}: ShellProps & { icon?: boolean; className?: string }) {
  const { t } = useLingui()
  return (
    <button type="button" className={className} onClick={actions.openLanguagePicker}>
      {icon ? <Icon name="globe" size={18} /> : null}
      {t`Language: ${{ language: site.language }}`}
    </button>
  )
}

export interface DrawerButtonsProps extends ShellProps, Pick<ButtonVariants, 'size' | 'block'> {
  session: SessionView
  /** Log in (or Log out) first; true by default. */
  account?: boolean
  /** Icons before the labels (user or logout, globe). */
  icons?: boolean
  /** Adds a Close button last that calls this. */
  onClose?: () => void
  /** Wraps the buttons in a box with this class (a row, usually). */
  className?: string
}

/** The account and language buttons a phone drawer carries, as neutral ui Buttons. */
export function DrawerButtons({
  site,
  session,
  actions,
  size,
  block,
  icons,
  account = true,
  onClose,
  className,
}: DrawerButtonsProps) {
  const { t } = useLingui()
  const buttons = (
    <>
      {account ? (
        <Button tone="neutral" size={size} onClick={session.signedIn ? actions.logout : actions.login}>
          {icons ? <Icon name={session.signedIn ? 'logout' : 'user'} size={18} /> : null}
          {session.signedIn ? t`Log out` : t`Log in`}
        </Button>
      ) : null}
      <Button tone="neutral" size={size} block={block} onClick={actions.openLanguagePicker}>
        {icons ? <Icon name="globe" size={18} /> : null}
        {t`Language: ${{ language: site.language }}`}
      </Button>
      {onClose ? (
        <Button tone="neutral" size={size} onClick={onClose}>
          {t`Close`}
        </Button>
      ) : null}
    </>
  )
  return className ? <div className={className}>{buttons}</div> : buttons
}

export interface MenuRailProps extends Pick<SideRailProps, 'pathname' | 'variant' | 'className'> {
  menu: NavItem[]
  /** The game categories, as a second group titled "Games". */
  games?: NavItem[]
  /** The rail's name; "Menu" by default. */
  label?: string
  /** Titles the site menu's group "Pages". */
  pagesTitle?: boolean
}

/** The site menu (and the games) as a ui SideRail, as phone drawers and side columns show them. */
export function MenuRail({ menu, games, label, pagesTitle, pathname, variant, className }: MenuRailProps) {
  const { t } = useLingui()
  const pages = { title: pagesTitle ? t`Pages` : undefined, items: menu }
  const groups = games ? [pages, { title: t`Games`, items: games }] : [pages]
  return (
    <SideRail
      label={label ?? t`Menu`}
      groups={groups}
      pathname={pathname}
      variant={variant}
      className={className}
    />
  )
}

/** Every game category as wrapping tiles, named "All games": the game picker of a phone "More" sheet. */
export function AllGamesGrid({ categories, pathname }: { categories: NavItem[]; pathname?: string }) {
  const { t } = useLingui()
  return (
    <CategoryStrip categories={categories} pathname={pathname} variant="tiles" wrap label={t`All games`} />
  )
}
