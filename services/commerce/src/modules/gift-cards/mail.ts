/**
 * The gift email and the buyer's copy (docs/decisions.md "Gift card emails"): HTML with a plain
 * text part, in the order's language; the HTML has the document language, one heading, the
 * code in a labelled block, and dark text on white (contrast above 15:1). Everything the buyer
 * typed (names, message) is escaped.
 */
import type { CurrencyCode } from '@solo/sites';
import type { MailMessage } from '../mail/index.ts';
import { toDecimal } from '../pricing/index.ts';
import { displayCode } from './codes.ts';
import { giftMailTexts, type GiftMailTexts } from './messages.ts';

export const STORE_NAME = 'Solo Outdoor';

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

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** `template` with `{key}` replaced by `values[key]`. */
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

export const formatAmount = (minor: number, currency: string, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(
    toDecimal(minor, currency as CurrencyCode),
  );

function page(locale: string, title: string, body: string[]): string {
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(locale)}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#ffffff;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">',
    '<main style="max-width:560px;margin:0 auto">',
    ...body,
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
}

function values(card: GiftMailCard, extra: Record<string, string> = {}) {
  return {
    amount: formatAmount(card.amount, card.currency, card.locale),
    currency: card.currency,
    store: STORE_NAME,
    name: card.recipientName,
    sender: card.senderName ?? '',
    recipient: card.recipientName,
    email: card.recipientEmail,
    ...extra,
  };
}

function subjectOf(t: GiftMailTexts, card: GiftMailCard): string {
  return fill(card.senderName ? t.subjectFrom : t.subject, values(card));
}

/** The recipient's email: the code and PIN, the sender's message, where to check the balance. */
export function giftCardMail(
  card: GiftMailCard,
  secret: { code: string; pin: string },
  balanceLink: string | undefined,
): MailMessage {
  const t = giftMailTexts(card.locale);
  const v = values(card);
  const subject = subjectOf(t, card);
  const code = displayCode(secret.code);
  const text = [
    fill(t.greeting, v),
    '',
    fill(t.intro, v),
    ...(card.message ? ['', fill(t.messageFrom, v), card.message] : []),
    '',
    `${t.codeLabel}: ${code}`,
    `${t.pinLabel}: ${secret.pin}`,
    '',
    fill(t.howTo, v),
    ...(balanceLink ? ['', t.balance, balanceLink] : []),
    '',
    t.keep,
    fill(t.sentBy, v),
  ].join('\n');
  const e = (s: string) => escapeHtml(s);
  const html = page(card.locale, subject, [
    `<h1 style="font-size:24px;margin:0 0 16px">${e(subject)}</h1>`,
    `<p>${e(fill(t.greeting, v))}</p>`,
    `<p>${e(fill(t.intro, v))}</p>`,
    ...(card.message
      ? [
          `<p style="margin-bottom:4px">${e(fill(t.messageFrom, v))}</p>`,
          `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #1a1a1a;white-space:pre-wrap">${e(card.message)}</blockquote>`,
        ]
      : []),
    '<dl style="margin:16px 0;padding:16px;border:2px solid #1a1a1a">',
    `<dt>${e(t.codeLabel)}</dt>`,
    `<dd style="margin:0 0 8px;font-family:Consolas,Menlo,monospace;font-size:22px;font-weight:bold;letter-spacing:1px">${e(code)}</dd>`,
    `<dt>${e(t.pinLabel)}</dt>`,
    `<dd style="margin:0;font-family:Consolas,Menlo,monospace;font-size:22px;font-weight:bold;letter-spacing:1px">${e(secret.pin)}</dd>`,
    '</dl>',
    `<p>${e(fill(t.howTo, v))}</p>`,
    ...(balanceLink
      ? [
          `<p>${e(t.balance)} <a href="${e(balanceLink)}" style="color:#0b4f8a">${e(balanceLink)}</a></p>`,
        ]
      : []),
    `<p>${e(t.keep)}</p>`,
    `<p style="color:#4a4a4a">${e(fill(t.sentBy, v))}</p>`,
  ]);
  return { to: card.recipientEmail, subject, text, html, kind: 'gift-card' };
}

/** The buyer's copy: what was sent and to whom, the card's last four characters, no code or PIN. */
export function giftCardCopyMail(card: GiftMailCard, last4: string): MailMessage {
  const t = giftMailTexts(card.locale);
  const v = values(card, { last4 });
  const subject = fill(t.copySubject, v);
  const text = [
    fill(t.copyIntro, v),
    ...(card.message ? ['', card.message] : []),
    '',
    fill(t.copyCode, v),
    '',
    fill(t.sentBy, v),
  ].join('\n');
  const e = (s: string) => escapeHtml(s);
  const html = page(card.locale, subject, [
    `<h1 style="font-size:24px;margin:0 0 16px">${e(subject)}</h1>`,
    `<p>${e(fill(t.copyIntro, v))}</p>`,
    ...(card.message
      ? [
          `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #1a1a1a;white-space:pre-wrap">${e(card.message)}</blockquote>`,
        ]
      : []),
    `<p>${e(fill(t.copyCode, v))}</p>`,
    `<p style="color:#4a4a4a">${e(fill(t.sentBy, v))}</p>`,
  ]);
  return { to: card.buyerEmail, subject, text, html, kind: 'gift-card-copy' };
}
