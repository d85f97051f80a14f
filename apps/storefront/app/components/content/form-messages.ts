/**
 * The `form` block's own texts (docs/decisions/first-party-forms.md). Labels, the submit label
 * and the success message are content; these are the generic field errors and the block's
 * accessibility texts. Email and phone errors reuse the account forms' messages.
 */
import { defineMessages, messageById } from '../../i18n/define-messages.ts';

export const m = defineMessages({
  required: {
    id: 'content.form.required',
    defaultMessage: 'Please fill in {label}.',
    description:
      'Content form block: a required field is empty. Placeholders: {label} (the field label).',
  },
  tooShort: {
    id: 'content.form.tooShort',
    defaultMessage: '{label} needs at least {limit} characters.',
    description:
      'Content form block: a value is too short. Placeholders: {label} (the field label), {limit} (a number).',
  },
  tooLong: {
    id: 'content.form.tooLong',
    defaultMessage: '{label} can have at most {limit} characters.',
    description:
      'Content form block: a value is too long. Placeholders: {label} (the field label), {limit} (a number).',
  },
  option: {
    id: 'content.form.option',
    defaultMessage: 'Please choose one of the options for {label}.',
    description: 'Content form block: a choice that is not offered. Placeholders: {label}.',
  },
  invalid: {
    id: 'content.form.invalid',
    defaultMessage: 'Please check {label}.',
    description: 'Content form block: a value in the wrong format. Placeholders: {label}.',
  },
  allTooLong: {
    id: 'content.form.allTooLong',
    defaultMessage: 'Your answers are too long to send together. Please shorten them.',
    description: 'Content form block: the whole submission is over the size limit.',
  },
  requiredMark: {
    id: 'content.form.requiredMark',
    defaultMessage: '(required)',
    description: 'Content form block: shown after the label of a required field.',
  },
  choose: {
    id: 'content.form.choose',
    defaultMessage: 'Choose…',
    description: 'Content form block: the empty first option of a drop-down list.',
  },
  honeypot: {
    id: 'content.form.honeypot',
    defaultMessage: 'Leave this field empty',
    description:
      'Content form block: label of a hidden anti-spam field that people never see (screen readers skip it too).',
  },
  sending: {
    id: 'content.form.sending',
    defaultMessage: 'Sending…',
    description: 'Content form block: the submit button while the form is being sent.',
  },
});

/** Spec 000 §5 "Please enter a valid email address." and the account forms' phone rule. */
export const emailInvalid = messageById('account.error.emailInvalid');
export const phoneInvalid = messageById('accountArea.phoneInvalid');
