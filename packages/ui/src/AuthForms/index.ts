export type { AuthAction } from './AuthAction'
export { LoginForm, type LoginFormProps, type LoginValues } from './LoginForm'
export { RegisterForm, type RegisterFormProps, type RegisterValues } from './RegisterForm'
