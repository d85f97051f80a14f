/** What the account drawer shows (spec 000 §2, §6), from the no-store `/session` resource route. */
export type DrawerState =
  | { registered: false }
  /** `name`: first name and last-name initial ("Jordan M."), when the customer has them. */
  | { registered: true; name: string | null };

/** "Jordan M." from a customer record; null without a first name. */
export function greetingName(firstName?: string | null, lastName?: string | null): string | null {
  const first = firstName?.trim();
  if (!first) return null;
  const initial = lastName?.trim().charAt(0).toLocaleUpperCase();
  return initial ? `${first} ${initial}.` : first;
}
