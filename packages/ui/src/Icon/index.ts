export { categoryIcons, Icon, type IconName, type IconProps, iconFor, iconNames, menuIcons } from './Icon'
