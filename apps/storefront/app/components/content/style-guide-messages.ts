import { defineMessages } from '../../i18n/define-messages.ts';

/** The style guide page's own headings and samples (/style-guide, spec 000 §2). */
export const m = defineMessages({
  tokens: {
    id: 'styleGuide.tokens',
    defaultMessage: 'Design tokens',
    description: 'Style guide page: heading of the design tokens (colours, breakpoints, fonts).',
  },
  colours: {
    id: 'styleGuide.colours',
    defaultMessage: 'Colours',
    description: 'Style guide page: heading of the colour swatches.',
  },
  sizes: {
    id: 'styleGuide.sizes',
    defaultMessage: 'Breakpoints, widths and fonts',
    description: 'Style guide page: heading of the breakpoint, page width and font tokens.',
  },
  typography: {
    id: 'styleGuide.typography',
    defaultMessage: 'Typography',
    description: 'Style guide page: heading of the text styles.',
  },
  sample: {
    id: 'styleGuide.sample',
    defaultMessage: 'Fire without the smoke',
    description: 'Style guide page: sample text shown in each text style.',
  },
  buttons: {
    id: 'styleGuide.buttons',
    defaultMessage: 'Buttons and links',
    description: 'Style guide page: heading of the button styles and their states.',
  },
  primary: {
    id: 'styleGuide.primary',
    defaultMessage: 'Primary',
    description: 'Style guide page: label of the primary button sample.',
  },
  secondary: {
    id: 'styleGuide.secondary',
    defaultMessage: 'Secondary',
    description: 'Style guide page: label of the secondary button sample.',
  },
  link: {
    id: 'styleGuide.link',
    defaultMessage: 'Text link',
    description: 'Style guide page: label of the text link sample.',
  },
  disabled: {
    id: 'styleGuide.disabled',
    defaultMessage: 'Disabled',
    description: 'Style guide page: label of a disabled button sample.',
  },
  fields: {
    id: 'styleGuide.fields',
    defaultMessage: 'Form fields',
    description: 'Style guide page: heading of the form field samples and their states.',
  },
  fieldLabel: {
    id: 'styleGuide.fieldLabel',
    defaultMessage: 'Email',
    description: 'Style guide page: label of the sample text fields.',
  },
  blocks: {
    id: 'styleGuide.blocks',
    defaultMessage: 'Content blocks',
    description: 'Style guide page: heading of the content block samples, one of each type.',
  },
});
