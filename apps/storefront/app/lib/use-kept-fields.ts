import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import {
  accepted,
  initialFieldState,
  release,
  sent,
  touch,
  valuesToShow,
  type FieldKey,
} from './form-state.ts';

/** The text fields the rule keeps; choices (radios, boxes, selects) are their components' state. */
const TEXT_FIELDS =
  'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=submit]):not([type=button]):not([type=password]), textarea';

type TextField = HTMLInputElement | HTMLTextAreaElement;

const keyOf = (el: TextField): FieldKey =>
  el.name || el.dataset.field || el.dataset.card || el.id || '';

export interface KeptFields {
  /** The form was sent with what it holds now. */
  markSent: () => void;
  /** The shopper asked for the server's values in these fields (e.g. a saved address). */
  release: (keys: Iterable<FieldKey>) => void;
  /**
   * What was sent was taken though the server's values did not change (a gift card added, the
   * form blank again for the next): from the next render, the fields not typed into since show
   * the server's values.
   */
  markAccepted: () => void;
}

/**
 * Applies lib/form-state.ts to the uncontrolled text fields inside `root`: every key the shopper
 * types is remembered, a field that re-mounts (a step's answer, a tab or a box that hides and
 * shows it) gets it back, and `server` values fill only the fields not touched. When `server`
 * changes after the form was sent, the answer is taken as accepted: the fields not typed into
 * since take the server's value (the address as the service stored it).
 */
export function useKeptFields(
  root: RefObject<HTMLElement | null>,
  server: Readonly<Record<FieldKey, string | undefined>>,
): KeptFields {
  const state = useRef(initialFieldState());
  // The very elements typed into: a new element under a touched key is a re-mounted field.
  const typedIn = useRef(new WeakSet<Element>());
  const serverKey = JSON.stringify(server);
  const serverValues = useMemo(
    () => JSON.parse(serverKey) as Record<FieldKey, string | undefined>,
    [serverKey],
  );
  const lastServerKey = useRef(serverKey);

  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const onInput = (event: Event) => {
      const field = event.target;
      if (!(field instanceof HTMLElement) || !field.matches(TEXT_FIELDS)) return;
      const input = field as TextField;
      typedIn.current.add(input);
      // After the field's own handlers (a phone or expiry formatted as typed) have run.
      queueMicrotask(() => {
        const key = keyOf(input);
        if (key) state.current = touch(state.current, key, input.value);
      });
    };
    el.addEventListener('input', onInput);
    return () => el.removeEventListener('input', onInput);
  }, [root]);

  useLayoutEffect(() => {
    const el = root.current;
    if (!el) return;
    if (serverKey !== lastServerKey.current) {
      lastServerKey.current = serverKey;
      state.current = accepted(state.current);
    }
    const fields = [...el.querySelectorAll<TextField>(TEXT_FIELDS)].filter((f) => keyOf(f));
    // A field still on the page holds the shopper's latest keys.
    for (const field of fields)
      if (typedIn.current.has(field) && state.current.touched.has(keyOf(field)))
        state.current = touch(state.current, keyOf(field), field.value);
    const shown = Object.fromEntries(fields.map((f) => [keyOf(f), f.value]));
    const changes = valuesToShow(state.current, shown, serverValues);
    for (const field of fields) {
      const value = changes[keyOf(field)];
      if (value === undefined) continue;
      field.value = value;
      if (state.current.touched.has(keyOf(field))) typedIn.current.add(field);
    }
  });

  const markSent = useCallback(() => {
    state.current = sent(state.current);
  }, []);
  const releaseKeys = useCallback((keys: Iterable<FieldKey>) => {
    state.current = release(state.current, keys);
  }, []);
  const markAccepted = useCallback(() => {
    state.current = accepted(state.current);
  }, []);
  return useMemo(
    () => ({ markSent, release: releaseKeys, markAccepted }),
    [markSent, releaseKeys, markAccepted],
  );
}
