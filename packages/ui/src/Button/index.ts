export { Button, type ButtonProps } from './Button'
export { buttonSizes, buttonTones } from './Button.css'
