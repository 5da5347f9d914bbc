export { defaultPlaceholderSize, PlaceholderImage, type PlaceholderImageProps } from './PlaceholderImage'
