export { ErrorModal, type ErrorModalProps } from './ErrorModal'
export {
  type LanguageOption,
  LanguagePickerModal,
  type LanguagePickerModalProps,
} from './LanguagePickerModal'
export { LoginModal, type LoginModalProps, type LoginValues } from './LoginModal'
export { type PartnerItem, PartnersModal, type PartnersModalProps } from './PartnersModal'
export { RegisterModal, type RegisterModalProps, type RegisterValues } from './RegisterModal'
export { SearchModal, type SearchModalProps } from './SearchModal'
export { SessionExpiredModal, type SessionExpiredModalProps } from './SessionExpiredModal'
export { TacLoginModal, type TacLoginModalProps } from './TacLoginModal'
