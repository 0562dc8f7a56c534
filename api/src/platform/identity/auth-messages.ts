/** What the API tells the user when signing in or staying signed in fails. */
export const AUTH_MESSAGES = {
  tooManyCodeRequests: 'Too many code requests. Please try again in an hour.',
  tooManyCodeRequestsFromNetwork: (after: string) =>
    `Too many code requests from your network. Please try again in ${after}.`,
  tooManyVerifications: (after: string) =>
    `Too many sign-in attempts from your network. Please try again in ${after}.`,
  unknownCode: 'This code is not valid. Please request a new one.',
  codeUsed: 'This code has already been used. Please request a new one.',
  codeExpired: 'This code has expired. Please request a new one.',
  codeBurnt: 'Too many incorrect attempts. Please request a new code.',
  codeSuperseded: 'A newer code has been sent. Please use the latest code.',
  incorrectCode: (attemptsLeft: number) =>
    attemptsLeft > 0
      ? `Incorrect code. ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`
      : 'Incorrect code. No attempts left. Please request a new code.',
  signInRequired: 'Please sign in to continue.',
  noMobile: 'Your account has no mobile number to verify.',
  mobileAlreadyVerified: 'Your mobile number is already verified.',
  mobileVerifiedElsewhere:
    'This mobile number is already verified on another account. Please contact us if it is yours.',
  sessionEnded: 'Your session has ended. Please sign in again.',
} as const;
