/**
 * The unsubscribe link of a back-in-stock email (services/commerce notify-me/unsubscribe.ts): the
 * page asks the shopper to confirm (a link a mail scanner opens must not unsubscribe), and the
 * confirmation posts the token to the commerce service's custom API `notify-me/unsubscribe`.
 */
import type { Site } from '@solo/sites';
import { getServices } from '../api/context.ts';

/** What the commerce service makes: 32 base64url characters. */
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

export const unsubscribeToken = (value: FormDataEntryValue | string | null): string | null =>
  typeof value === 'string' && TOKEN.test(value) ? value : null;

export type UnsubscribeResult = 'done' | 'invalid';

export async function unsubscribeAlerts(
  context: Parameters<typeof getServices>[0],
  site: Site,
  token: string | null,
): Promise<UnsubscribeResult> {
  if (!token) return 'invalid';
  const result = await getServices(context).api.customApi('notify-me', 'unsubscribe', {
    siteId: site.id,
    method: 'POST',
    body: { token },
  });
  if (result.ok) return 'done';
  if (result.status === 400 || result.status === 404) return 'invalid';
  throw new Error(`notify-me unsubscribe failed: ${result.status} ${result.error}`);
}
