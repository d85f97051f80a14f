/**
 * Every string of the etching launcher, modal and cart lines (spec 001 §2 "Etching modal", §5,
 * §8; each quoted text is the spec's). The types' names are the catalog's option value names.
 */
import { defineMessages } from '../../i18n/define-messages.ts';

export const em = defineMessages({
  launch: {
    id: 'etching.launch',
    defaultMessage: 'Add Etching',
    description: 'Product page: the button that opens the etching modal.',
  },
  title: {
    id: 'etching.title',
    defaultMessage: 'Customize your {product}',
    description: 'Etching modal: its title. Placeholders: {product}, the product name.',
  },
  step: {
    id: 'etching.step',
    defaultMessage: 'Step {step} of 3',
    description: 'Etching modal: which step is shown. Placeholders: {step}.',
  },
  chooseType: {
    id: 'etching.type.title',
    defaultMessage: 'Choose your type',
    description: 'Etching modal step 1: heading (spec 001 §2).',
  },
  chooseVariant: {
    id: 'etching.variant.title',
    defaultMessage: 'Choose your variant',
    description: 'Etching modal step 2: heading.',
  },
  continue: {
    id: 'etching.continue',
    defaultMessage: 'Continue',
    description: 'Etching modal step 2: continue to the details.',
  },
  back: {
    id: 'etching.back',
    defaultMessage: 'Back',
    description: 'Etching modal: back to the previous step.',
  },
  exit: {
    id: 'etching.exit',
    defaultMessage: 'Exit customization',
    description: 'Etching modal: the close button (asks to confirm).',
  },
  textLabel: {
    id: 'etching.text.label',
    defaultMessage: 'Your text',
    description: 'Etching modal step 3: the custom text field.',
  },
  textHelp: {
    id: 'etching.text.help',
    defaultMessage: 'Max 2 lines, 16 characters per line',
    description: 'Etching modal step 3: helper text under the custom text (spec 001 §5).',
  },
  textCharacters: {
    id: 'etching.text.characters',
    defaultMessage: "Letters, numbers, spaces and . , ' & ! ? # @ - /",
    description: 'Etching modal step 3: which characters the text may hold.',
  },
  preview: {
    id: 'etching.preview',
    defaultMessage: 'Preview of your etching on the {product}',
    description: 'Etching modal step 3: the preview image. Placeholders: {product}.',
  },
  teamLabel: {
    id: 'etching.team.label',
    defaultMessage: 'Choose your team',
    description: 'Etching modal step 3: the team picker.',
  },
  addToCart: {
    id: 'etching.addToCart',
    defaultMessage: 'Add to Cart - {price}',
    description: 'Etching modal step 3: add the etched product. Placeholders: {price}.',
  },
  exitTitle: {
    id: 'etching.exit.title',
    defaultMessage: 'Are you sure you want to exit?',
    description: 'Etching modal: exit confirmation title (spec 001 §2).',
  },
  exitBody: {
    id: 'etching.exit.body',
    defaultMessage: 'Your design will not be saved.',
    description: 'Etching modal: exit confirmation message (spec 001 §2).',
  },
  exitConfirm: {
    id: 'etching.exit.confirm',
    defaultMessage: 'Yes, Exit Customization',
    description: 'Etching modal: exit confirmation button (spec 001 §2).',
  },
  exitCancel: {
    id: 'etching.exit.cancel',
    defaultMessage: 'Back to my design',
    description: 'Etching modal: leave the exit confirmation and keep designing.',
  },
  basketChanged: {
    id: 'etching.toast.basketChanged',
    defaultMessage: 'Your basket has been updated. Please reload the page to continue shopping.',
    description: 'Etching modal: add to cart answered 404 (spec 001 §8, 10 s).',
  },
  groupSuccess: {
    id: 'etching.group.success',
    defaultMessage:
      'Thank you for your submission, our representatives will reach out to you shortly about your inquiry.',
    description: 'Etching modal: group inquiry sent (spec 001 §8, 5 s).',
  },
  groupFailure: {
    id: 'etching.group.failure',
    defaultMessage: 'There was an issue submitting your request. Please try again later.',
    description: 'Etching modal: group inquiry failed (spec 001 §8).',
  },
  nameRequired: {
    id: 'etching.group.name.required',
    defaultMessage: 'Please enter your name.',
    description: 'Etching modal group form: name missing (spec 001 §5).',
  },
  emailInvalid: {
    id: 'etching.group.email.invalid',
    defaultMessage: 'Please enter a valid email address.',
    description: 'Etching modal group form: email missing or invalid (spec 001 §5).',
  },
  companyRequired: {
    id: 'etching.group.company.required',
    defaultMessage: 'Please enter your company name.',
    description: 'Etching modal group form: company missing (spec 001 §5).',
  },
  lineLabel: {
    id: 'etching.line.label',
    defaultMessage: 'Etching: {type}',
    description: 'Cart, checkout and order lines: the etching type. Placeholders: {type}.',
  },
  extraPrice: {
    id: 'etching.price.extra',
    defaultMessage: '+{price}',
    description:
      'Etching types and lines: what the etching adds to the price. Placeholders: {price}.',
  },
  saveForLater: {
    id: 'etching.saveForLater',
    defaultMessage: 'Save for later',
    description:
      'Etching modal, custom text step: saves the product with the text to the wishlist (spec 001 §2 step 3).',
  },
  removeEtching: {
    id: 'etching.line.remove',
    defaultMessage: 'Remove etching',
    description: 'Cart lines: remove the etching of a line (spec 001 §4).',
  },
});
