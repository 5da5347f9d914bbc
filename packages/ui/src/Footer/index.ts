export { Footer, type FooterPartner, type FooterProps } from './Footer'
export { footerVariants } from './Footer.css'
