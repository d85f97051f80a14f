/** The password reset message (docs/decisions.md "Password reset links"). English only for now. */
import type { MailMessage } from '../mail/index.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function resetPasswordMail(
  to: string,
  firstName: string | null,
  link: string,
  minutes: number,
): MailMessage {
  const greeting = firstName ? `Hello ${firstName},` : 'Hello,';
  const lines = [
    'We received a request to reset the password of your account.',
    `Open this link within ${minutes} minutes to choose a new password:`,
  ];
  const after = 'If you did not ask for this, ignore this message: your password stays as it is.';
  return {
    to,
    kind: 'reset-password',
    subject: 'Reset your password',
    text: [greeting, '', ...lines, '', link, '', after].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${lines.map(escapeHtml).join('<br>')}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      `<p>${escapeHtml(after)}</p>`,
    ].join('\n'),
  };
}
