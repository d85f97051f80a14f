/**
 * The one layout of the store's emails: an HTML part that reads well to a screen reader (the
 * document's language, a title, real headings, tables with header cells, alt text on the logo,
 * text at least 7:1 against its background) and the same content as plain text.
 */
import type { Translate } from './messages.ts';

/** The name the emails' texts give the store (`{store}`). */
export const STORE_NAME = 'Solo Outdoor';

export type Block =
  | { type: 'heading'; text: string }
  /** `link`: a web address written out after the text, for readers who copy it. */
  | { type: 'paragraph'; text: string; link?: string }
  /** Words someone else wrote (a gift message), kept as typed, line breaks and all. */
  | { type: 'quote'; text: string }
  /** Values to type in exactly as written (a gift card's code and PIN), each under its label. */
  | { type: 'code'; fields: ReadonlyArray<readonly [label: string, value: string]> }
  | { type: 'link'; href: string; label: string; note?: string }
  | {
      type: 'table';
      heading: string;
      head: readonly [string, string, string];
      rows: ReadonlyArray<readonly [string, string, string]>;
      totals?: ReadonlyArray<readonly [string, string]>;
    }
  | { type: 'address'; heading: string; lines: readonly string[] };

/** How to reach the store: the site's facts (packages/fixtures content/facts.ts) and inbox. */
export interface StoreContact {
  phone: string;
  email: string;
  address: string;
}

export interface Layout {
  /** BCP 47 locale of the text (the `lang` of the document). */
  locale: string;
  /** The h1 and the document title. */
  title: string;
  blocks: readonly Block[];
  contact: StoreContact;
  /** The storefront origin, for the logo; a job without one (no PUBLIC_ORIGIN) sends none. */
  origin: string | undefined;
  /** Who the message is for, said at its end. */
  to: string;
  /** The last line instead of "sent to … about your order", for one who placed no order. */
  footnote?: string;
  t: Translate;
}

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** #1f1f1f on white is 16:1, #0b4f8a links 8.6:1, white on #1f1f1f buttons 16:1 (WCAG AAA). */
const INK = '#1f1f1f';
const LINK = '#0b4f8a';
const RULE = '#8a8a8a';
const FONT = 'font-family:Arial,Helvetica,sans-serif;';

function htmlBlock(block: Block): string {
  switch (block.type) {
    case 'heading':
      return `<h2 style="${FONT}font-size:18px;margin:24px 0 8px;color:${INK}">${escapeHtml(block.text)}</h2>`;
    case 'paragraph': {
      const link = block.link
        ? ` <a href="${escapeHtml(block.link)}" style="color:${LINK}">${escapeHtml(block.link)}</a>`
        : '';
      return `<p style="${FONT}font-size:15px;line-height:1.5;margin:0 0 12px;color:${INK}">${escapeHtml(block.text)}${link}</p>`;
    }
    case 'quote':
      return `<blockquote style="${FONT}font-size:15px;line-height:1.5;margin:0 0 16px;padding:8px 16px;border-left:4px solid ${INK};color:${INK};white-space:pre-wrap">${escapeHtml(block.text)}</blockquote>`;
    case 'code':
      return [
        `<dl style="${FONT}margin:16px 0;padding:16px;border:2px solid ${INK};color:${INK}">`,
        ...block.fields.map(
          ([label, value]) =>
            `<dt style="font-size:15px">${escapeHtml(label)}</dt><dd style="margin:0 0 8px;font-family:Consolas,Menlo,monospace;font-size:22px;font-weight:bold;letter-spacing:1px">${escapeHtml(value)}</dd>`,
        ),
        '</dl>',
      ].join('');
    case 'link':
      return [
        `<p style="${FONT}margin:16px 0"><a href="${escapeHtml(block.href)}" style="display:inline-block;background:${INK};color:#ffffff;padding:12px 20px;text-decoration:none;font-weight:bold">${escapeHtml(block.label)}</a></p>`,
        block.note
          ? `<p style="${FONT}font-size:13px;margin:0 0 12px;color:${INK}">${escapeHtml(block.note)}</p>`
          : '',
      ].join('');
    case 'table': {
      const cell = `style="${FONT}font-size:14px;padding:6px 8px;border-bottom:1px solid ${RULE};color:${INK};text-align:left"`;
      const num = `style="${FONT}font-size:14px;padding:6px 8px;border-bottom:1px solid ${RULE};color:${INK};text-align:right"`;
      const [h1, h2, h3] = block.head.map(escapeHtml);
      const rows = block.rows
        .map(
          ([a, b, c]) =>
            `<tr><th scope="row" ${cell}>${escapeHtml(a)}</th><td ${num}>${escapeHtml(b)}</td><td ${num}>${escapeHtml(c)}</td></tr>`,
        )
        .join('');
      const totals = (block.totals ?? [])
        .map(
          ([label, value]) =>
            `<tr><th scope="row" colspan="2" ${num}>${escapeHtml(label)}</th><td ${num}>${escapeHtml(value)}</td></tr>`,
        )
        .join('');
      return [
        `<h2 style="${FONT}font-size:18px;margin:24px 0 8px;color:${INK}">${escapeHtml(block.heading)}</h2>`,
        `<table role="table" style="width:100%;border-collapse:collapse">`,
        `<thead><tr><th scope="col" ${cell}>${h1}</th><th scope="col" ${num}>${h2}</th><th scope="col" ${num}>${h3}</th></tr></thead>`,
        `<tbody>${rows}</tbody>`,
        totals ? `<tfoot>${totals}</tfoot>` : '',
        `</table>`,
      ].join('');
    }
    case 'address':
      return [
        `<h2 style="${FONT}font-size:18px;margin:24px 0 8px;color:${INK}">${escapeHtml(block.heading)}</h2>`,
        `<address style="${FONT}font-style:normal;font-size:15px;line-height:1.5;color:${INK}">${block.lines.map(escapeHtml).join('<br>')}</address>`,
      ].join('');
  }
}

function textBlock(block: Block): string {
  switch (block.type) {
    case 'heading':
      return `${block.text}\n${'-'.repeat(block.text.length)}`;
    case 'paragraph':
      return [block.text, block.link].filter(Boolean).join('\n');
    case 'quote':
      return block.text;
    case 'code':
      return block.fields.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'link':
      return [`${block.label}: ${block.href}`, block.note].filter(Boolean).join('\n');
    case 'table': {
      const rows = block.rows.map(([a, b, c]) => `${a}  ×${b}  ${c}`);
      const totals = (block.totals ?? []).map(([label, value]) => `${label}: ${value}`);
      return [
        `${block.heading}\n${'-'.repeat(block.heading.length)}`,
        ...rows,
        ...(totals.length ? ['', ...totals] : []),
      ].join('\n');
    }
    case 'address':
      return [`${block.heading}:`, ...block.lines].join('\n');
  }
}

export function renderLayout(layout: Layout): { html: string; text: string } {
  const { t, contact, title } = layout;
  const contactText = t('contactText', { phone: contact.phone, email: contact.email });
  const sentTo = layout.footnote ?? t('sentTo', { email: layout.to });
  const html = [
    '<!doctype html>',
    `<html lang="${escapeHtml(layout.locale)}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>`,
    `<body style="margin:0;padding:0;background:#ffffff;color:${INK}">`,
    `<div role="article" aria-label="${escapeHtml(title)}" lang="${escapeHtml(layout.locale)}" style="max-width:600px;margin:0 auto;padding:24px">`,
    ...(layout.origin
      ? [
          `<p style="margin:0 0 16px"><img src="${escapeHtml(layout.origin)}/favicon.svg" width="48" height="48" alt="${escapeHtml(t('logoAlt'))}"></p>`,
        ]
      : []),
    `<h1 style="${FONT}font-size:24px;margin:0 0 16px;color:${INK}">${escapeHtml(title)}</h1>`,
    ...layout.blocks.map(htmlBlock),
    `<footer style="margin-top:32px;border-top:1px solid ${RULE};padding-top:16px">`,
    `<h2 style="${FONT}font-size:16px;margin:0 0 8px;color:${INK}">${escapeHtml(t('contactHeading'))}</h2>`,
    `<p style="${FONT}font-size:14px;line-height:1.5;margin:0 0 8px;color:${INK}">${escapeHtml(contactText).replace(escapeHtml(contact.email), `<a href="mailto:${escapeHtml(contact.email)}" style="color:${LINK}">${escapeHtml(contact.email)}</a>`)}</p>`,
    `<address style="${FONT}font-style:normal;font-size:14px;color:${INK}">${escapeHtml(contact.address)}</address>`,
    `<p style="${FONT}font-size:12px;margin:16px 0 0;color:${INK}">${escapeHtml(sentTo)}</p>`,
    '</footer></div></body></html>',
  ].join('\n');
  const text = [
    title,
    '='.repeat(title.length),
    '',
    ...layout.blocks.flatMap((b) => [textBlock(b), '']),
    '--',
    t('contactHeading'),
    contactText,
    contact.address,
    '',
    sentTo,
  ].join('\n');
  return { html, text };
}
