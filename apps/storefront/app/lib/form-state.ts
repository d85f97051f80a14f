/**
 * The store's rule that nothing a shopper typed is lost (issue 14): a form's fields are the
 * shopper's once touched. The page's own requests (a step's answer, a revalidation, a re-pricing)
 * bring server values, which fill only the fields the shopper has not touched; a field is handed
 * back to the server only when the shopper asks for it (picking a saved address) or when the
 * value they sent was accepted and they have not typed since.
 */

/** A field's key in its form: its name, or its `data-field` for fields never posted (card). */
export type FieldKey = string;

export interface FieldState {
  /** What the shopper last typed into each touched field. */
  touched: ReadonlyMap<FieldKey, string>;
  /** The touched values as they were sent with the last submission, until it is answered. */
  sent: ReadonlyMap<FieldKey, string> | null;
}

export const initialFieldState = (): FieldState => ({ touched: new Map(), sent: null });

export const touch = (state: FieldState, key: FieldKey, value: string): FieldState => ({
  ...state,
  touched: new Map(state.touched).set(key, value),
});

/** The shopper sent the form: remember what went, so an accepted answer can release it. */
export const sent = (state: FieldState): FieldState => ({ ...state, sent: new Map(state.touched) });

/**
 * The submission was accepted: a field still holding what was sent goes back to the server's
 * value; one typed into since keeps the newer keys.
 */
export function accepted(state: FieldState): FieldState {
  if (!state.sent) return state;
  const touched = new Map(state.touched);
  for (const [key, value] of state.sent) if (touched.get(key) === value) touched.delete(key);
  return { touched, sent: null };
}

/** The shopper asked for server values in these fields (a saved address): they are untouched. */
export function release(state: FieldState, keys: Iterable<FieldKey>): FieldState {
  const touched = new Map(state.touched);
  for (const key of keys) touched.delete(key);
  return { ...state, touched };
}

/**
 * The value each field should show: the shopper's for a touched field, else the server's (or
 * the field's own when the server has none for it). Only the fields whose value must change.
 */
export function valuesToShow(
  state: FieldState,
  shown: Readonly<Record<FieldKey, string>>,
  server: Readonly<Record<FieldKey, string | undefined>>,
): Record<FieldKey, string> {
  const changes: Record<FieldKey, string> = {};
  for (const [key, current] of Object.entries(shown)) {
    const typed = state.touched.get(key);
    const wanted = typed ?? server[key] ?? current;
    if (wanted !== current) changes[key] = wanted;
  }
  return changes;
}

/**
 * Whether moving focus takes nothing from the shopper: it is nowhere (the page body), or still on
 * what sent the step (its Continue button, or the field Enter was pressed in).
 */
export function focusLeftAlone(
  active: Element | null,
  body: Element | null,
  submitter: Element | null,
): boolean {
  return !active || active === body || (submitter !== null && active === submitter);
}
