/**
 * Every visible string of sign-in, registration, sign-out and the account drawer, as react-intl
 * descriptors carrying only their ids: the texts, en-US included, live in translations.ts, which
 * never reaches the browser (docs/decisions.md "Listing messages ship without English defaults").
 */
import { defineMessages } from '../../../i18n/define-messages.ts';

export const m = defineMessages({
  signInTitle: {
    id: 'account.signIn.title',
    defaultMessage: 'Sign In',
    description: 'Sign-in, registration and account drawer: sign in title.',
  },
  signInIntro: {
    id: 'account.signIn.intro',
    defaultMessage: 'Sign in to see your orders, saved items and addresses.',
    description: 'Sign-in, registration and account drawer: sign in intro.',
  },
  email: {
    id: 'account.field.email',
    defaultMessage: 'Email',
    description: 'Sign-in, registration and account drawer: email.',
  },
  password: {
    id: 'account.field.password',
    defaultMessage: 'Password',
    description: 'Sign-in, registration and account drawer: password.',
  },
  firstName: {
    id: 'account.field.firstName',
    defaultMessage: 'First Name',
    description: 'Sign-in, registration and account drawer: first name.',
  },
  lastName: {
    id: 'account.field.lastName',
    defaultMessage: 'Last Name',
    description: 'Sign-in, registration and account drawer: last name.',
  },
  signInSubmit: {
    id: 'account.signIn.submit',
    defaultMessage: 'Sign In',
    description: 'Sign-in, registration and account drawer: sign in submit.',
  },
  // Spec 000 §5, §4, §8: the sign-in messages, verbatim in English.
  emailRequired: {
    id: 'account.error.emailRequired',
    defaultMessage: 'Please enter your email address.',
    description:
      'Sign-in, registration and account drawer: email required. Spec 000 §5, §4, §8: the sign-in messages, verbatim in English.',
  },
  emailInvalid: {
    id: 'account.error.emailInvalid',
    defaultMessage: 'Please enter a valid email address.',
    description: 'Sign-in, registration and account drawer: email invalid.',
  },
  passwordRequired: {
    id: 'account.error.passwordRequired',
    defaultMessage: 'Please enter your password.',
    description: 'Sign-in, registration and account drawer: password required.',
  },
  invalidCredentials: {
    id: 'account.error.invalidCredentials',
    defaultMessage: 'Sorry, please check your login and password.',
    description: 'Sign-in, registration and account drawer: invalid credentials.',
  },
  passwordResetRequired: {
    id: 'account.error.passwordResetRequired',
    defaultMessage:
      'Welcome to our new site! Please reset your password to continue enjoying your account.',
    description: 'Sign-in, registration and account drawer: password reset required.',
  },
  tooManyAttempts: {
    id: 'account.error.tooManyAttempts',
    defaultMessage: 'Too many sign-in attempts. Please try again in {duration}.',
    description:
      'Sign-in, registration and account drawer: too many attempts. Placeholders: {duration}.',
  },
  showPassword: {
    id: 'account.password.show',
    defaultMessage: 'Show password',
    description: 'Sign-in, registration and account drawer: show password.',
  },
  hidePassword: {
    id: 'account.password.hide',
    defaultMessage: 'Hide password',
    description: 'Sign-in, registration and account drawer: hide password.',
  },
  noAccount: {
    id: 'account.signIn.noAccount',
    defaultMessage: 'New here?',
    description: 'Sign-in, registration and account drawer: no account.',
  },
  forgotPassword: {
    id: 'account.signIn.forgotPassword',
    defaultMessage: 'Forgot Password?',
    description: 'Sign-in, registration and account drawer: forgot password.',
  },
  resetPassword: {
    id: 'account.signIn.resetPassword',
    defaultMessage: 'Reset your password',
    description: 'Sign-in, registration and account drawer: reset password.',
  },
  registrationTitle: {
    id: 'account.registration.title',
    defaultMessage: 'Create Account',
    description: 'Sign-in, registration and account drawer: registration title.',
  },
  registrationIntro: {
    id: 'account.registration.intro',
    defaultMessage: 'Save your details for faster checkout and keep track of your orders.',
    description: 'Sign-in, registration and account drawer: registration intro.',
  },
  registrationSubmit: {
    id: 'account.registration.submit',
    defaultMessage: 'Create Account',
    description: 'Sign-in, registration and account drawer: registration submit.',
  },
  haveAccount: {
    id: 'account.registration.haveAccount',
    defaultMessage: 'Already have an account?',
    description: 'Sign-in, registration and account drawer: have account.',
  },
  firstNameRequired: {
    id: 'account.error.firstNameRequired',
    defaultMessage: 'Please enter your first name.',
    description: 'Sign-in, registration and account drawer: first name required.',
  },
  lastNameRequired: {
    id: 'account.error.lastNameRequired',
    defaultMessage: 'Please enter your last name.',
    description: 'Sign-in, registration and account drawer: last name required.',
  },
  nameTooLong: {
    id: 'account.error.nameTooLong',
    defaultMessage: 'Please enter at most {max} characters.',
    description: 'Sign-in, registration and account drawer: name too long. Placeholders: {max}.',
  },
  emailInUse: {
    id: 'account.error.emailInUse',
    defaultMessage:
      'An account with this email address already exists. Sign in or reset your password.',
    description: 'Sign-in, registration and account drawer: email in use.',
  },
  passwordHint: {
    id: 'account.password.hint',
    defaultMessage:
      'At least {min} characters, with an uppercase letter, a lowercase letter, a number and a special character.',
    description: 'Sign-in, registration and account drawer: password hint. Placeholders: {min}.',
  },
  ruleMinLength: {
    id: 'account.password.rule.minLength',
    defaultMessage: 'Password must be at least {min} characters.',
    description: 'Sign-in, registration and account drawer: rule min length. Placeholders: {min}.',
  },
  ruleMaxLength: {
    id: 'account.password.rule.maxLength',
    defaultMessage: 'Password must be at most {max} characters.',
    description: 'Sign-in, registration and account drawer: rule max length. Placeholders: {max}.',
  },
  ruleUppercase: {
    id: 'account.password.rule.uppercase',
    defaultMessage: 'Password must contain an uppercase letter.',
    description: 'Sign-in, registration and account drawer: rule uppercase.',
  },
  ruleLowercase: {
    id: 'account.password.rule.lowercase',
    defaultMessage: 'Password must contain a lowercase letter.',
    description: 'Sign-in, registration and account drawer: rule lowercase.',
  },
  ruleDigit: {
    id: 'account.password.rule.digit',
    defaultMessage: 'Password must contain a number.',
    description: 'Sign-in, registration and account drawer: rule digit.',
  },
  ruleSpecial: {
    id: 'account.password.rule.special',
    defaultMessage: 'Password must contain a special character.',
    description: 'Sign-in, registration and account drawer: rule special.',
  },
  greeting: {
    id: 'account.drawer.greeting',
    defaultMessage: 'Hi, {name}',
    description: 'Sign-in, registration and account drawer: greeting. Placeholders: {name}.',
  },
  accountMenu: {
    id: 'account.drawer.menu',
    defaultMessage: 'My account',
    description: 'Sign-in, registration and account drawer: account menu.',
  },
  signOut: {
    id: 'account.signOut',
    defaultMessage: 'Sign Out',
    description: 'Sign-in, registration and account drawer: sign out.',
  },
  loading: {
    id: 'account.drawer.loading',
    defaultMessage: 'Loading your account…',
    description: 'Sign-in, registration and account drawer: loading.',
  },
});

export type AccountMessageKey = keyof typeof m;

/** Spec 000 §8 "Other sign-in failure": the generic API error message (global catalogue). */
export const genericError = { id: 'global.error.default' } as const;
/** A request budget was spent (HTTP 429); `{duration}` says how long to wait. */
export const tooManyRequests = { id: 'global.error.tooManyRequests' } as const;
