export { Hero, type HeroProps } from './Hero'
export { heroVariants } from './Hero.css'
