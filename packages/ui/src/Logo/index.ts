export { Logo, type LogoProps } from './Logo'
export { logoSizes, logoVariants } from './Logo.css'
