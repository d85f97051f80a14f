/**
 * The password reset message (docs/decisions.md "Password reset links"), in the locale the
 * shopper asked from, in the store's one email layout and mail catalogue.
 */
import {
  renderLayout,
  STORE_NAME,
  translator,
  type MailMessage,
  type StoreContact,
} from '../mail/index.ts';

export interface ResetMailFacts {
  to: string;
  firstName: string | null;
  link: string;
  minutes: number;
  /** The locale of the page the reset was asked from. */
  locale: string;
  contact: StoreContact;
  /** The storefront origin, for the logo. */
  origin: string | undefined;
}

export function resetPasswordMail(facts: ResetMailFacts): MailMessage {
  const t = translator(facts.locale);
  const subject = t('reset.subject', { store: STORE_NAME });
  const { html, text } = renderLayout({
    locale: facts.locale,
    title: t('reset.heading'),
    blocks: [
      {
        type: 'paragraph',
        text: facts.firstName ? t('greeting', { name: facts.firstName }) : t('greetingNoName'),
      },
      { type: 'paragraph', text: t('reset.intro', { store: STORE_NAME }) },
      {
        type: 'link',
        href: facts.link,
        label: t('reset.button'),
        note: t('reset.expiry', { minutes: facts.minutes }),
      },
      // Written out too, for readers who copy it or whose mail shows no buttons.
      { type: 'paragraph', text: t('reset.copyLink'), link: facts.link },
      { type: 'paragraph', text: t('reset.ignore') },
    ],
    contact: facts.contact,
    origin: facts.origin,
    to: facts.to,
    footnote: t('reset.footnote', { email: facts.to, store: STORE_NAME }),
    t,
  });
  return { to: facts.to, kind: 'reset-password', subject, text, html };
}
