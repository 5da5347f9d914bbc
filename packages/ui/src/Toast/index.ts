export {
  errorToastDuration,
  sessionToastDuration,
  type ToastItem,
  type ToastTone,
  ToastViewport,
  type ToastViewportProps,
} from './Toast'
export { toastTones } from './Toast.css'
