import { msg } from '@lingui/core/macro'

/**
 * The errors group: texts of the error catalogue (docs/product.md#error-catalogue). Their ids are the keys core's error
 * handler translates (the API's letters-only messages, errorTitle, unknownError, invalidSession), so core
 * reads them through its `t`.
 */
export const errorTexts = [
  msg({ id: 'errorTitle', message: 'Something went wrong' }),
  msg({ id: 'unknownError', message: 'An unknown error occurred. Please try again.' }),
  msg({ id: 'invalidSession', message: 'Your session has ended. Please sign in again.' }),
  msg({
    id: 'internalServerError',
    message: 'We could not complete your request. Please try again in a moment.',
  }),
  msg({
    id: 'serviceUnavailable',
    message: 'This service is unavailable right now. Please try again later.',
  }),
  msg({ id: 'disconnect', message: 'Connection lost. Check your internet connection and try again.' }),
  msg({ id: 'sessionExpired', message: 'Your session has expired. Please sign in again.' }),
  msg({ id: 'permissionDenied', message: 'You do not have permission to do that.' }),
  msg({ id: 'invalidCredentials', message: 'Wrong account ID or password.' }),
  msg({ id: 'tooManyRequests', message: 'Too many attempts. Please wait a moment and try again.' }),
  msg({ id: 'invalidTac', message: 'The code is wrong or has expired.' }),
  msg({ id: 'tacAttemptsExceeded', message: 'Too many wrong codes. Please request a new code.' }),
  msg({ id: 'tacSent', message: 'We have sent you a code.' }),
  msg({ id: 'accountExists', message: 'This account ID is already taken.' }),
  msg({ id: 'wrongPassword', message: 'Your current password is wrong.' }),
  msg({ id: 'inboxNotFound', message: 'This message no longer exists.' }),
  msg({ id: 'alreadyClaimed', message: 'You have already claimed this reward.' }),
  msg({ id: 'BLOCK', message: 'This account is blocked. Please contact support.' }),
  msg({ id: 'CLOSE', message: 'This account is closed. Please contact support.' }),
]
