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
  msg({
    id: 'phoneNotVerified',
    message: 'Please confirm your mobile number with the code we text you before creating the account.',
  }),
  msg({ id: 'sessionNotFound', message: 'That device is already signed out.' }),
  msg({ id: 'wrongPassword', message: 'Your current password is wrong.' }),
  msg({ id: 'inboxNotFound', message: 'This message no longer exists.' }),
  msg({ id: 'alreadyClaimed', message: 'You have already claimed this reward.' }),
  msg({ id: 'BLOCK', message: 'This account is blocked. Please contact support.' }),
  msg({ id: 'CLOSE', message: 'This account is closed. Please contact support.' }),
  // the cashier and responsible gaming (docs/product.md#cashier)
  msg({
    id: 'requestIdReused',
    message: 'This request was already sent with other details. Please check your history and try again.',
  }),
  msg({ id: 'methodNotFound', message: 'This deposit method is not available. Please choose another.' }),
  msg({ id: 'bankNotFound', message: 'This bank is not available. Please choose another.' }),
  msg({ id: 'bankAccountNotFound', message: 'This bank account was not found. Please choose another.' }),
  msg({ id: 'bankAccountExists', message: 'This bank account is already on your list.' }),
  msg({ id: 'bankAccountLimit', message: 'You already have the most bank accounts allowed.' }),
  msg({ id: 'transactionNotFound', message: 'This transaction was not found.' }),
  msg({ id: 'notPending', message: 'This transaction is no longer pending, so it cannot be changed.' }),
  msg({ id: 'depositLimitExceeded', message: 'This deposit would go over your deposit limit.' }),
  msg({ id: 'timedOut', message: 'You are taking a break from play and cannot do this now.' }),
  msg({ id: 'selfExcluded', message: 'You have excluded yourself from play and cannot do this now.' }),
  // games and favourites (docs/product.md#games, docs/product.md#favourites)
  msg({ id: 'gameNotFound', message: 'This game is not available on this site.' }),
  msg({
    id: 'favouritesFull',
    message: 'You already keep 200 favourite games. Remove one to add another.',
  }),
]
