import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { ProductTracking } from '../../lib/basket/analytics.ts';
import type { GiftCardActionData, GiftCardErrors } from '../../lib/gift-card/form.ts';
import { BLANK_GIFT_CARD, firstFaultyField, formAlert } from '../../lib/gift-card/form-state.ts';
import { useKeptFields } from '../../lib/use-kept-fields.ts';
import { useCart } from '../cart/cart-state.tsx';
import { shellCartMessages } from '../cart/shell-messages.ts';
import { useShellDrawers } from '../shell/shell-state.tsx';
import { useToast } from '../ui/Toaster.tsx';
import type { GiftCardMessageKey } from './messages.ts';

/** The rules and the basket call, loaded once the shopper starts using the form. */
export const loadGiftCardSubmit = () => import('../../lib/gift-card/submit.ts');

function focusFirst(form: HTMLFormElement | null, errors: GiftCardErrors) {
  const first = firstFaultyField(errors);
  if (first) form?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}

/**
 * The e-gift card form's behaviour (GiftCardForm.tsx renders it): focus on the server's answer,
 * the add from the browser (toast, analytics event, mini cart) and the fields kept or emptied
 * after it (issue 14).
 */
export function useGiftCardForm(
  productId: string,
  tracking: ProductTracking,
  actionData: GiftCardActionData | undefined,
  /** The form's texts. */
  t: (key: GiftCardMessageKey) => string,
) {
  const intl = useIntl();
  const { write } = useCart();
  const toast = useToast();
  const drawers = useShellDrawers();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<GiftCardErrors | null>(null);
  const [busy, setBusy] = useState(false);
  // After a successful add the form starts again, empty, for the next card.
  const [added, setAdded] = useState(0);
  // Issue 14: the form never re-mounts; after an add only the fields not typed into since Add
  // to Cart are emptied, keys typed while the card was on its way stay.
  const kept = useKeptFields(formRef, added ? BLANK_GIFT_CARD : (actionData?.values ?? {}));
  // The amount chosen when the card was sent: cleared after the add unless changed meanwhile.
  const sentAmount = useRef<FormDataEntryValue | null>(null);

  useEffect(() => {
    if (actionData?.formError) formRef.current?.querySelector<HTMLElement>('[role=alert]')?.focus();
    else if (actionData) focusFirst(formRef.current, actionData.errors);
  }, [actionData]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (busy) return;
    setBusy(true);
    kept.markSent();
    sentAmount.current = new FormData(form).get('amount');
    void loadGiftCardSubmit()
      .then(({ submitGiftCard }) =>
        submitGiftCard({
          form,
          productId,
          tracking,
          write,
          toast: (status, key) =>
            toast({
              status,
              title:
                key === 'added'
                  ? intl.formatMessage(shellCartMessages.addedToCart, { n: 1 })
                  : t(key),
            }),
          openCart: () => drawers.open('cart'),
        }),
      )
      .then((outcome) => {
        setBusy(false);
        if (outcome === 'added') {
          kept.markAccepted();
          const amount = form.querySelector<HTMLInputElement>('input[name=amount]:checked');
          if (amount && amount.value === sentAmount.current) amount.checked = false;
          // The errors of an earlier try, or of a page sent without scripts, are gone.
          setClientErrors({});
          return setAdded((n) => n + 1);
        }
        setClientErrors(outcome);
        if (outcome) focusFirst(form, outcome);
      });
  };

  return {
    formRef,
    busy,
    errors: clientErrors ?? actionData?.errors ?? {},
    alert: formAlert(clientErrors, actionData),
    onSubmit,
  };
}
