export {
  FloatingDock,
  type FloatingDockProps,
  LiveChatButton,
  type LiveChatButtonProps,
  PartnersButton,
  type PartnersButtonProps,
  RewardsWidget,
  type RewardsWidgetProps,
} from './FloatingWidgets'
export { dockSides } from './FloatingWidgets.css'
