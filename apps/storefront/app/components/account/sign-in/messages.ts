/**
 * Every visible string of sign-in, registration, sign-out and the account drawer, as react-intl
 * descriptors carrying only their ids: the texts, en-US included, live in translations.ts, which
 * never reaches the browser (docs/decisions.md "Listing messages ship without English defaults").
 */
export const m = {
  signInTitle: { id: 'account.signIn.title' },
  signInIntro: { id: 'account.signIn.intro' },
  email: { id: 'account.field.email' },
  password: { id: 'account.field.password' },
  firstName: { id: 'account.field.firstName' },
  lastName: { id: 'account.field.lastName' },
  signInSubmit: { id: 'account.signIn.submit' },
  // Spec 000 §5, §4, §8: the sign-in messages, verbatim in English.
  emailRequired: { id: 'account.error.emailRequired' },
  emailInvalid: { id: 'account.error.emailInvalid' },
  passwordRequired: { id: 'account.error.passwordRequired' },
  invalidCredentials: { id: 'account.error.invalidCredentials' },
  passwordResetRequired: { id: 'account.error.passwordResetRequired' },
  tooManyAttempts: { id: 'account.error.tooManyAttempts' },
  showPassword: { id: 'account.password.show' },
  hidePassword: { id: 'account.password.hide' },
  noAccount: { id: 'account.signIn.noAccount' },
  forgotPassword: { id: 'account.signIn.forgotPassword' },
  resetPassword: { id: 'account.signIn.resetPassword' },
  registrationTitle: { id: 'account.registration.title' },
  registrationIntro: { id: 'account.registration.intro' },
  registrationSubmit: { id: 'account.registration.submit' },
  haveAccount: { id: 'account.registration.haveAccount' },
  firstNameRequired: { id: 'account.error.firstNameRequired' },
  lastNameRequired: { id: 'account.error.lastNameRequired' },
  nameTooLong: { id: 'account.error.nameTooLong' },
  emailInUse: { id: 'account.error.emailInUse' },
  passwordHint: { id: 'account.password.hint' },
  ruleMinLength: { id: 'account.password.rule.minLength' },
  ruleMaxLength: { id: 'account.password.rule.maxLength' },
  ruleUppercase: { id: 'account.password.rule.uppercase' },
  ruleLowercase: { id: 'account.password.rule.lowercase' },
  ruleDigit: { id: 'account.password.rule.digit' },
  ruleSpecial: { id: 'account.password.rule.special' },
  greeting: { id: 'account.drawer.greeting' },
  accountMenu: { id: 'account.drawer.menu' },
  signOut: { id: 'account.signOut' },
  loading: { id: 'account.drawer.loading' },
} as const;

export type AccountMessageKey = keyof typeof m;

/** Spec 000 §8 "Other sign-in failure": the generic API error message (global catalogue). */
export const genericError = { id: 'global.error.default' } as const;
/** A request budget was spent (HTTP 429); `{duration}` says how long to wait. */
export const tooManyRequests = { id: 'global.error.tooManyRequests' } as const;
