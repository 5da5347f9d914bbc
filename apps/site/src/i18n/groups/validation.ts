import { msg } from '@lingui/core/macro'

/** The validation group: what a form says about a field the player has to fix. */
export const validationTexts = {
  required: msg`This field is required.`,
  accountIdRule: msg`Use 4 to 20 letters, digits or underscores.`,
  passwordRule: msg`Use 8 to 64 characters with at least one letter and one digit.`,
  passwordsDiffer: msg`The two passwords are not the same.`,
  phoneRule: msg`Enter 7 to 15 digits.`,
  fullNameRule: msg`Use letters and spaces only.`,
  tacRule: msg`The code has 6 digits.`,
  email: msg({ id: 'Invalid email address', message: 'Invalid email address' }),
  url: msg({ id: 'Invalid URL', message: 'Invalid URL' }),
}
