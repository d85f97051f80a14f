/** A message of the mail outbox as the /outbox page shows it. */
export interface OutboxMessageView {
  id: string;
  to: string;
  subject: string;
  text: string;
  kind: string;
  status: string;
  error?: string;
  /** Already formatted, so server and browser render the same text. */
  createdLabel: string;
}

/** A piece of a message's text: plain text, or a link to follow. */
export type TextPart = { text: string } | { href: string };

/** http(s) URLs up to the next blank; trailing punctuation belongs to the sentence. */
const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;
const TRAILING = /[.,;:!?)\]'"]+$/;

/** Splits a plain-text message so the outbox page can render its URLs as links. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const href = match[0].replace(TRAILING, '');
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ href });
    last = match.index + href.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** "Nov 24, 2026, 1:05 AM UTC": fixed zone, so server and browser render the same text. */
const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

export const formatSentAt = (iso: string): string => `${DATE_FORMAT.format(new Date(iso))} UTC`;
