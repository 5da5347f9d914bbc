export { Header, type HeaderProps } from './Header'
export { headerTones, headerVariants } from './Header.css'
