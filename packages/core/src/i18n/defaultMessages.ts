/**
 * English texts of the keys core itself shows, so the error handler and the session flow read well even
 * before (or without) a message file. A language's message files override them.
 */
export const defaultMessages: Readonly<Record<string, string>> = {
  errorTitle: 'Something went wrong',
  unknownError: 'An unknown error occurred. Please try again.',
  invalidSession: 'Your session has ended. Please sign in again.',
  internalServerError: 'We could not complete your request. Please try again in a moment.',
  serviceUnavailable: 'This service is unavailable right now. Please try again later.',
  disconnect: 'Connection lost. Check your internet connection and try again.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  permissionDenied: 'You do not have permission to do that.',
  invalidCredentials: 'Wrong account ID or password.',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  invalidTac: 'The code is wrong or has expired.',
  tacAttemptsExceeded: 'Too many wrong codes. Please request a new code.',
  tacSent: 'We have sent you a code.',
  accountExists: 'This account ID is already taken.',
  wrongPassword: 'Your current password is wrong.',
  inboxNotFound: 'This message no longer exists.',
  alreadyClaimed: 'You have already claimed this reward.',
  pageNotFound: 'Page not found: {path}',
}
