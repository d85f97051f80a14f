/**
 * Every visible string of the account area and the password-reset pages, as react-intl
 * descriptors carrying only their ids: the texts, en-US included, live in the account area's
 * translations.ts, which never reaches the browser. Here in lib because the account forms' rules
 * answer with these keys (form-errors.ts).
 */
import { defineMessages, messageById } from '../../i18n/define-messages.ts';

export const m = defineMessages({
  // Spec 000 §2 / spec 002 §2: the account navigation labels.
  navLabel: {
    id: 'accountArea.navLabel',
    defaultMessage: 'My account',
    description:
      'Account area and password reset pages: nav label. Spec 000 §2 / spec 002 §2: the account navigation labels.',
  },
  navHome: {
    id: 'accountArea.navHome',
    defaultMessage: 'Account Home',
    description: 'Account area and password reset pages: nav home.',
  },
  navOrders: {
    id: 'accountArea.navOrders',
    defaultMessage: 'Orders',
    description: 'Account area and password reset pages: nav orders.',
  },
  navSubscriptions: {
    id: 'accountArea.navSubscriptions',
    defaultMessage: 'Subscriptions',
    description: 'Account area and password reset pages: nav subscriptions.',
  },
  navWishlist: {
    id: 'accountArea.navWishlist',
    defaultMessage: 'Saved Items',
    description: 'Account area and password reset pages: nav wishlist.',
  },
  navProfile: {
    id: 'accountArea.navProfile',
    defaultMessage: 'Profile & Password',
    description: 'Account area and password reset pages: nav profile.',
  },
  navAddresses: {
    id: 'accountArea.navAddresses',
    defaultMessage: 'Addresses',
    description: 'Account area and password reset pages: nav addresses.',
  },
  navPayments: {
    id: 'accountArea.navPayments',
    defaultMessage: 'Credit Cards',
    description: 'Account area and password reset pages: nav payments.',
  },
  navPreferences: {
    id: 'accountArea.navPreferences',
    defaultMessage: 'Communications Preferences',
    description: 'Account area and password reset pages: nav preferences.',
  },
  accountTitle: {
    id: 'accountArea.accountTitle',
    defaultMessage: 'My Account',
    description: 'Account area and password reset pages: account title.',
  },
  greeting: {
    id: 'accountArea.greeting',
    defaultMessage: 'Hi, {name}!',
    description: 'Account area and password reset pages: greeting. Placeholders: {name}.',
  },
  greetingNoName: {
    id: 'accountArea.greetingNoName',
    defaultMessage: 'Hi!',
    description: 'Account area and password reset pages: greeting no name.',
  },
  homeIntro: {
    id: 'accountArea.homeIntro',
    defaultMessage: 'Manage your profile, addresses and preferences here.',
    description: 'Account area and password reset pages: home intro.',
  },
  signedInAs: {
    id: 'accountArea.signedInAs',
    defaultMessage: 'Signed in as {email}',
    description: 'Account area and password reset pages: signed in as. Placeholders: {email}.',
  },
  preferredAddress: {
    id: 'accountArea.preferredAddress',
    defaultMessage: 'Preferred address',
    description: 'Account area and password reset pages: preferred address.',
  },
  noAddress: {
    id: 'accountArea.noAddress',
    defaultMessage: 'You have not saved an address yet.',
    description: 'Account area and password reset pages: no address.',
  },
  manageAddresses: {
    id: 'accountArea.manageAddresses',
    defaultMessage: 'Manage addresses',
    description: 'Account area and password reset pages: manage addresses.',
  },
  editProfile: {
    id: 'accountArea.editProfile',
    defaultMessage: 'Edit profile',
    description: 'Account area and password reset pages: edit profile.',
  },
  profileHeading: {
    id: 'accountArea.profileHeading',
    defaultMessage: 'Profile',
    description: 'Account area and password reset pages: profile heading.',
  },
  firstName: {
    id: 'accountArea.firstName',
    defaultMessage: 'First Name',
    description: 'Account area and password reset pages: first name.',
  },
  lastName: {
    id: 'accountArea.lastName',
    defaultMessage: 'Last Name',
    description: 'Account area and password reset pages: last name.',
  },
  email: {
    id: 'accountArea.email',
    defaultMessage: 'Email',
    description: 'Account area and password reset pages: email.',
  },
  phone: {
    id: 'accountArea.phone',
    defaultMessage: 'Phone',
    description: 'Account area and password reset pages: phone.',
  },
  saveProfile: {
    id: 'accountArea.saveProfile',
    defaultMessage: 'Save Profile',
    description: 'Account area and password reset pages: save profile.',
  },
  profileSaved: {
    id: 'accountArea.profileSaved',
    defaultMessage: 'Your profile has been saved.',
    description: 'Account area and password reset pages: profile saved.',
  },
  passwordHeading: {
    id: 'accountArea.passwordHeading',
    defaultMessage: 'Password',
    description: 'Account area and password reset pages: password heading.',
  },
  currentPassword: {
    id: 'accountArea.currentPassword',
    defaultMessage: 'Current Password',
    description: 'Account area and password reset pages: current password.',
  },
  newPassword: {
    id: 'accountArea.newPassword',
    defaultMessage: 'New Password',
    description: 'Account area and password reset pages: new password.',
  },
  changePassword: {
    id: 'accountArea.changePassword',
    defaultMessage: 'Change Password',
    description: 'Account area and password reset pages: change password.',
  },
  passwordChanged: {
    id: 'accountArea.passwordChanged',
    defaultMessage: 'Your password has been changed.',
    description: 'Account area and password reset pages: password changed.',
  },
  passwordRulesIntro: {
    id: 'accountArea.passwordRulesIntro',
    defaultMessage: 'Your password must have:',
    description: 'Account area and password reset pages: password rules intro.',
  },
  ruleMinLength: {
    id: 'accountArea.ruleMinLength',
    defaultMessage: 'At least {count} characters',
    description: 'Account area and password reset pages: rule min length. Placeholders: {count}.',
  },
  ruleMaxLength: {
    id: 'accountArea.ruleMaxLength',
    defaultMessage: 'At most {count} characters',
    description: 'Account area and password reset pages: rule max length. Placeholders: {count}.',
  },
  ruleUppercase: {
    id: 'accountArea.ruleUppercase',
    defaultMessage: 'An uppercase letter',
    description: 'Account area and password reset pages: rule uppercase.',
  },
  ruleLowercase: {
    id: 'accountArea.ruleLowercase',
    defaultMessage: 'A lowercase letter',
    description: 'Account area and password reset pages: rule lowercase.',
  },
  ruleDigit: {
    id: 'accountArea.ruleDigit',
    defaultMessage: 'A number',
    description: 'Account area and password reset pages: rule digit.',
  },
  ruleSpecial: {
    id: 'accountArea.ruleSpecial',
    defaultMessage: 'A special character',
    description: 'Account area and password reset pages: rule special.',
  },
  ruleMet: {
    id: 'accountArea.ruleMet',
    defaultMessage: '(done)',
    description: 'Account area and password reset pages: rule met.',
  },
  ruleUnmet: {
    id: 'accountArea.ruleUnmet',
    defaultMessage: '(missing)',
    description: 'Account area and password reset pages: rule unmet.',
  },
  addressesHeading: {
    id: 'accountArea.addressesHeading',
    defaultMessage: 'Addresses',
    description: 'Account area and password reset pages: addresses heading.',
  },
  addAddress: {
    id: 'accountArea.addAddress',
    defaultMessage: 'Add Address',
    description: 'Account area and password reset pages: add address.',
  },
  editAddressHeading: {
    id: 'accountArea.editAddressHeading',
    defaultMessage: 'Edit address “{name}”',
    description:
      'Account area and password reset pages: edit address heading. Placeholders: {name}.',
  },
  newAddressHeading: {
    id: 'accountArea.newAddressHeading',
    defaultMessage: 'New address',
    description: 'Account area and password reset pages: new address heading.',
  },
  editAddress: {
    id: 'accountArea.editAddress',
    defaultMessage: 'Edit',
    description: 'Account area and password reset pages: edit address.',
  },
  deleteAddress: {
    id: 'accountArea.deleteAddress',
    defaultMessage: 'Delete',
    description: 'Account area and password reset pages: delete address.',
  },
  makePreferred: {
    id: 'accountArea.makePreferred',
    defaultMessage: 'Make Preferred',
    description: 'Account area and password reset pages: make preferred.',
  },
  preferred: {
    id: 'accountArea.preferred',
    defaultMessage: 'Preferred',
    description: 'Account area and password reset pages: preferred.',
  },
  noAddresses: {
    id: 'accountArea.noAddresses',
    defaultMessage: 'You have no saved addresses.',
    description: 'Account area and password reset pages: no addresses.',
  },
  addressId: {
    id: 'accountArea.addressId',
    defaultMessage: 'Address Name',
    description: 'Account area and password reset pages: address id.',
  },
  addressIdHint: {
    id: 'accountArea.addressIdHint',
    defaultMessage: 'For example Home or Cabin.',
    description: 'Account area and password reset pages: address id hint.',
  },
  address1: {
    id: 'accountArea.address1',
    defaultMessage: 'Street Address',
    description: 'Account area and password reset pages: address1.',
  },
  address2: {
    id: 'accountArea.address2',
    defaultMessage: 'Apartment, Suite, Unit (optional)',
    description: 'Account area and password reset pages: address2.',
  },
  city: {
    id: 'accountArea.city',
    defaultMessage: 'City',
    description: 'Account area and password reset pages: city.',
  },
  postalCode: {
    id: 'accountArea.postalCode',
    defaultMessage: 'Postal Code',
    description: 'Account area and password reset pages: postal code.',
  },
  postalCodeHint: {
    id: 'accountArea.postalCodeHint',
    defaultMessage: 'For example {example}.',
    description:
      'Account area and password reset pages: postal code hint. Placeholders: {example}.',
  },
  stateCode: {
    id: 'accountArea.stateCode',
    defaultMessage: 'State / Province',
    description: 'Account area and password reset pages: state code.',
  },
  countryCode: {
    id: 'accountArea.countryCode',
    defaultMessage: 'Country',
    description: 'Account area and password reset pages: country code.',
  },
  chooseCountry: {
    id: 'accountArea.chooseCountry',
    defaultMessage: 'Choose a country',
    description: 'Account area and password reset pages: choose country.',
  },
  phoneOptional: {
    id: 'accountArea.phoneOptional',
    defaultMessage: 'Phone (optional)',
    description: 'Account area and password reset pages: phone optional.',
  },
  saveAddress: {
    id: 'accountArea.saveAddress',
    defaultMessage: 'Save Address',
    description: 'Account area and password reset pages: save address.',
  },
  cancel: {
    id: 'accountArea.cancel',
    defaultMessage: 'Cancel',
    description: 'Account area and password reset pages: cancel.',
  },
  deleteTitle: {
    id: 'accountArea.deleteTitle',
    defaultMessage: 'Delete this address?',
    description: 'Account area and password reset pages: delete title.',
  },
  deleteMessage: {
    id: 'accountArea.deleteMessage',
    defaultMessage: 'The address “{name}” will be removed from your account.',
    description: 'Account area and password reset pages: delete message. Placeholders: {name}.',
  },
  deleteConfirm: {
    id: 'accountArea.deleteConfirm',
    defaultMessage: 'Delete Address',
    description: 'Account area and password reset pages: delete confirm.',
  },
  addressSaved: {
    id: 'accountArea.addressSaved',
    defaultMessage: 'The address has been saved.',
    description: 'Account area and password reset pages: address saved.',
  },
  addressDeleted: {
    id: 'accountArea.addressDeleted',
    defaultMessage: 'The address has been deleted.',
    description: 'Account area and password reset pages: address deleted.',
  },
  preferredSaved: {
    id: 'accountArea.preferredSaved',
    defaultMessage: 'Your preferred address has been updated.',
    description: 'Account area and password reset pages: preferred saved.',
  },
  preferencesHeading: {
    id: 'accountArea.preferencesHeading',
    defaultMessage: 'Communications Preferences',
    description: 'Account area and password reset pages: preferences heading.',
  },
  preferencesIntro: {
    id: 'accountArea.preferencesIntro',
    defaultMessage: 'Choose which messages you would like to receive from us.',
    description: 'Account area and password reset pages: preferences intro.',
  },
  emailOptIn: {
    id: 'accountArea.emailOptIn',
    defaultMessage: 'Email me news, offers and recipes',
    description: 'Account area and password reset pages: email opt in.',
  },
  savePreferences: {
    id: 'accountArea.savePreferences',
    defaultMessage: 'Save Preferences',
    description: 'Account area and password reset pages: save preferences.',
  },
  preferencesSaved: {
    id: 'accountArea.preferencesSaved',
    defaultMessage: 'Your preferences have been saved.',
    description: 'Account area and password reset pages: preferences saved.',
  },
  required: {
    id: 'accountArea.required',
    defaultMessage: 'This field is required.',
    description: 'Account area and password reset pages: required.',
  },
  tooLong: {
    id: 'accountArea.tooLong',
    defaultMessage: 'Please use at most {max} characters.',
    description: 'Account area and password reset pages: too long. Placeholders: {max}.',
  },
  emailRequired: {
    id: 'accountArea.emailRequired',
    defaultMessage: 'Please enter your email address.',
    description: 'Account area and password reset pages: email required.',
  },
  emailInvalid: {
    id: 'accountArea.emailInvalid',
    defaultMessage: 'Please enter a valid email address.',
    description: 'Account area and password reset pages: email invalid.',
  },
  emailInUse: {
    id: 'accountArea.emailInUse',
    defaultMessage: 'This email address is already used by another account.',
    description: 'Account area and password reset pages: email in use.',
  },
  phoneInvalid: {
    id: 'accountArea.phoneInvalid',
    defaultMessage: 'Please enter a phone number of 7 to 15 digits.',
    description: 'Account area and password reset pages: phone invalid.',
  },
  currentPasswordRequired: {
    id: 'accountArea.currentPasswordRequired',
    defaultMessage: 'Please enter your current password.',
    description: 'Account area and password reset pages: current password required.',
  },
  currentPasswordWrong: {
    id: 'accountArea.currentPasswordWrong',
    defaultMessage: 'The current password is not correct.',
    description: 'Account area and password reset pages: current password wrong.',
  },
  tooManyAttempts: {
    id: 'accountArea.tooManyAttempts',
    defaultMessage: 'Too many attempts. Please try again later.',
    description: 'Account area and password reset pages: too many attempts.',
  },
  newPasswordInvalid: {
    id: 'accountArea.newPasswordInvalid',
    defaultMessage: 'The new password does not meet every rule below.',
    description: 'Account area and password reset pages: new password invalid.',
  },
  addressIdInvalid: {
    id: 'accountArea.addressIdInvalid',
    defaultMessage: 'Please use a name of at most {max} characters without “/”.',
    description: 'Account area and password reset pages: address id invalid. Placeholders: {max}.',
  },
  addressIdInUse: {
    id: 'accountArea.addressIdInUse',
    defaultMessage: 'You already have an address with this name.',
    description: 'Account area and password reset pages: address id in use.',
  },
  addressLimit: {
    id: 'accountArea.addressLimit',
    defaultMessage: 'You can keep at most {max} addresses.',
    description: 'Account area and password reset pages: address limit. Placeholders: {max}.',
  },
  countryInvalid: {
    id: 'accountArea.countryInvalid',
    defaultMessage: 'Please choose a country we ship to.',
    description: 'Account area and password reset pages: country invalid.',
  },
  postalCodeInvalid: {
    id: 'accountArea.postalCodeInvalid',
    defaultMessage: 'Please enter a valid postal code, for example {example}.',
    description:
      'Account area and password reset pages: postal code invalid. Placeholders: {example}.',
  },
  stateInvalid: {
    id: 'accountArea.stateInvalid',
    defaultMessage: 'Please enter a valid state, province or territory code.',
    description: 'Account area and password reset pages: state invalid.',
  },
  formErrors: {
    id: 'accountArea.formErrors',
    defaultMessage: 'Please correct the highlighted fields.',
    description: 'Account area and password reset pages: form errors.',
  },
  resetHeading: {
    id: 'accountArea.resetHeading',
    defaultMessage: 'Forgot Password',
    description: 'Account area and password reset pages: reset heading.',
  },
  resetIntro: {
    id: 'accountArea.resetIntro',
    defaultMessage:
      'Enter the email address of your account and we will send you a link to reset your password.',
    description: 'Account area and password reset pages: reset intro.',
  },
  resetSubmit: {
    id: 'accountArea.resetSubmit',
    defaultMessage: 'Reset Password',
    description: 'Account area and password reset pages: reset submit.',
  },
  resetSentHeading: {
    id: 'accountArea.resetSentHeading',
    defaultMessage: 'Check your email',
    description: 'Account area and password reset pages: reset sent heading.',
  },
  resetSentText: {
    id: 'accountArea.resetSentText',
    defaultMessage:
      'If an account exists for {email}, we have sent it a link to reset the password.',
    description: 'Account area and password reset pages: reset sent text. Placeholders: {email}.',
  },
  backToSignIn: {
    id: 'accountArea.backToSignIn',
    defaultMessage: 'Back to Sign In',
    description: 'Account area and password reset pages: back to sign in.',
  },
  setHeading: {
    id: 'accountArea.setHeading',
    defaultMessage: 'Set a New Password',
    description: 'Account area and password reset pages: set heading.',
  },
  setIntro: {
    id: 'accountArea.setIntro',
    defaultMessage: 'Choose a new password for {email}.',
    description: 'Account area and password reset pages: set intro. Placeholders: {email}.',
  },
  setSubmit: {
    id: 'accountArea.setSubmit',
    defaultMessage: 'Save Password',
    description: 'Account area and password reset pages: set submit.',
  },
  linkInvalidHeading: {
    id: 'accountArea.linkInvalidHeading',
    defaultMessage: 'This link no longer works',
    description: 'Account area and password reset pages: link invalid heading.',
  },
  linkInvalidText: {
    id: 'accountArea.linkInvalidText',
    defaultMessage: 'The link to reset your password has expired or has already been used.',
    description: 'Account area and password reset pages: link invalid text.',
  },
  requestNewLink: {
    id: 'accountArea.requestNewLink',
    defaultMessage: 'Request a new link',
    description: 'Account area and password reset pages: request new link.',
  },
  passwordSetSignedIn: {
    id: 'accountArea.passwordSetSignedIn',
    defaultMessage: 'Your new password is saved and you are signed in.',
    description: 'Account area and password reset pages: password set signed in.',
  },
});

export type AccountMessageKey = keyof typeof m;

/**
 * Every id is `accountArea.{key}`, so pages format by key without importing the descriptors
 * (a page that reads `m` ships every one of them).
 */
export const accountMessage = (key: AccountMessageKey) => messageById(`accountArea.${key}`);
