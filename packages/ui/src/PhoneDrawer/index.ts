/** A template's phone drawer: its state and toggle tab, its panel, and the buttons and rail it usually holds. */
export {
  AllGamesGrid,
  DrawerButtons,
  type DrawerButtonsProps,
  DrawerPanel,
  type DrawerPanelProps,
  LanguageButton,
  MenuRail,
  type MenuRailProps,
  type PhoneDrawer,
  usePageDrawer,
  usePhoneDrawer,
} from './PhoneDrawer'
