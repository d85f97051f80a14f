/**
 * The gift email and the buyer's copy (docs/decisions.md "Gift card emails"), in the store's one
 * email layout and message catalogue (mail module): the order's language, the code and PIN in a
 * labelled block, the site's contact details, a plain-text part. Everything the buyer typed
 * (names, message) is escaped by the layout.
 */
import {
  moneyFormat,
  renderLayout,
  STORE_NAME,
  translator,
  type Block,
  type MailMessage,
  type StoreContact,
} from '../mail/index.ts';
import { displayCode } from './codes.ts';

export interface GiftMailCard {
  locale: string;
  currency: string;
  amount: number;
  recipientEmail: string;
  recipientName: string;
  senderName: string | null;
  message: string | null;
  buyerEmail: string;
}

/** What both emails take besides the card. */
export interface GiftMailContext {
  /** The contact details of the card's site (mail module: storeContact). */
  contact: StoreContact;
  /** PUBLIC_ORIGIN, for the logo: the job has no request to take an origin from. */
  origin: string | undefined;
  /** The balance page on the card's site, when the origin is known. */
  balanceLink: string | undefined;
}

function texts(card: GiftMailCard) {
  const t = translator(card.locale);
  const values = {
    amount: moneyFormat(card.locale, card.currency).minor(card.amount),
    currency: card.currency,
    store: STORE_NAME,
    name: card.recipientName,
    sender: card.senderName ?? '',
    recipient: card.recipientName,
    email: card.recipientEmail,
  };
  return { t, values };
}

/** One of the two emails in the shared layout, the subject its heading. */
function render(
  card: GiftMailCard,
  ctx: GiftMailContext,
  mail: { to: string; subject: string; blocks: Block[]; kind: string; footnote?: string },
): MailMessage {
  const { to, subject, kind } = mail;
  const { html, text } = renderLayout({
    locale: card.locale,
    title: subject,
    blocks: mail.blocks,
    contact: ctx.contact,
    origin: ctx.origin,
    to,
    ...(mail.footnote ? { footnote: mail.footnote } : {}),
    t: translator(card.locale),
  });
  return { to, subject, text, html, kind };
}

/** The recipient's email: the code and PIN, the sender's message, where to check the balance. */
export function giftCardMail(
  card: GiftMailCard,
  secret: { code: string; pin: string },
  ctx: GiftMailContext,
): MailMessage {
  const { t, values } = texts(card);
  const subject = t(card.senderName ? 'giftCard.subjectFrom' : 'giftCard.subject', values);
  const blocks: Block[] = [
    { type: 'paragraph', text: t('giftCard.greeting', values) },
    { type: 'paragraph', text: t('giftCard.intro', values) },
    ...(card.message
      ? ([
          { type: 'paragraph', text: t('giftCard.messageFrom', values) },
          { type: 'quote', text: card.message },
        ] as const)
      : []),
    {
      type: 'code',
      fields: [
        [t('giftCard.codeLabel'), displayCode(secret.code)],
        [t('giftCard.pinLabel'), secret.pin],
      ],
    },
    { type: 'paragraph', text: t('giftCard.howTo', values) },
    ...(ctx.balanceLink
      ? [{ type: 'paragraph', text: t('giftCard.balance'), link: ctx.balanceLink } as const]
      : []),
    { type: 'paragraph', text: t('giftCard.keep') },
  ];
  return render(card, ctx, {
    to: card.recipientEmail,
    subject,
    blocks,
    kind: 'gift-card',
    // The recipient placed no order: the layout's "about your order" would not be true.
    footnote: t('giftCard.sentBy', values),
  });
}

/** The buyer's copy: what was sent and to whom, the card's last four characters, no code or PIN. */
export function giftCardCopyMail(
  card: GiftMailCard,
  last4: string,
  ctx: GiftMailContext,
): MailMessage {
  const { t, values } = texts(card);
  const subject = t('giftCard.copySubject', values);
  const blocks: Block[] = [
    { type: 'paragraph', text: t('giftCard.copyIntro', values) },
    ...(card.message ? [{ type: 'quote', text: card.message } as const] : []),
    { type: 'paragraph', text: t('giftCard.copyCode', { ...values, last4 }) },
  ];
  return render(card, ctx, { to: card.buyerEmail, subject, blocks, kind: 'gift-card-copy' });
}
