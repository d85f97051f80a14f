/**
 * The back-in-stock email and SMS (issue 21), in the request's locale: the email in the store's
 * one layout and mail catalogue (mail module) with a link to the product and one that
 * unsubscribes; the SMS one short line with the product link.
 */
import {
  renderLayout,
  STORE_NAME,
  translator,
  type Block,
  type MailMessage,
  type StoreContact,
} from '../mail/index.ts';

/** The outbox kind of the email. */
export const BACK_IN_STOCK_KIND = 'back-in-stock';

export interface BackInStockFacts {
  locale: string;
  /** The product's name in the request's locale. */
  product: string;
  /** The product page on the request's site, when the store knows its origin (PUBLIC_ORIGIN). */
  productLink: string | undefined;
}

export function backInStockEmail(
  facts: BackInStockFacts,
  mail: {
    to: string;
    contact: StoreContact;
    origin: string | undefined;
    /** The page that unsubscribes, carrying the request's token. */
    unsubscribeLink: string | undefined;
  },
): MailMessage {
  const t = translator(facts.locale);
  const values = { product: facts.product, store: STORE_NAME };
  const subject = t('backInStock.subject', values);
  const blocks: Block[] = [{ type: 'paragraph', text: t('backInStock.intro', values) }];
  if (facts.productLink)
    blocks.push({ type: 'link', href: facts.productLink, label: t('backInStock.shop', values) });
  if (mail.unsubscribeLink)
    blocks.push({
      type: 'paragraph',
      text: t('backInStock.unsubscribe', values),
      link: mail.unsubscribeLink,
    });
  const { html, text } = renderLayout({
    locale: facts.locale,
    title: subject,
    blocks,
    contact: mail.contact,
    origin: mail.origin,
    to: mail.to,
    footnote: t('backInStock.footnote', { ...values, email: mail.to }),
    t,
  });
  return { to: mail.to, subject, text, html, kind: BACK_IN_STOCK_KIND };
}

export function backInStockSms(facts: BackInStockFacts): string {
  const t = translator(facts.locale);
  const line = t('backInStock.sms', { product: facts.product, store: STORE_NAME });
  return facts.productLink ? `${line} ${facts.productLink}` : line;
}
