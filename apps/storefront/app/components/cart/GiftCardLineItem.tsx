import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useIntl } from 'react-intl';
import type { CartGiftCard } from '../../lib/basket/cart-view.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { checkGiftCardEdit } from '../../lib/gift-card/rules.ts';
import { useSite } from '../../lib/site-context.tsx';
import { m as gift } from '../gift-card/messages.ts';
import { useToast } from '../ui/Toaster.tsx';
import { useCart } from './cart-state.tsx';
import { m } from './messages.ts';

const fieldClass =
  'min-h-10 w-full rounded border border-stone-400 bg-white px-3 text-sm aria-[invalid=true]:border-red-700';

/**
 * Spec 001 §2, §5 "Gift card edit in cart": recipient name and email, saved with the gift card's
 * amount; an invalid value blocks the save without a toast (its message shows under the field).
 * Success and failure toasts of spec 001 §8.
 */
function EditForm({ card, onClose }: { card: CartGiftCard; onClose: () => void }) {
  const intl = useIntl();
  const { write } = useCart();
  const toast = useToast();
  const id = useId();
  const [values, setValues] = useState({
    recipientName: card.recipientName,
    recipientEmail: card.recipientEmail,
  });
  const [errors, setErrors] = useState<ReturnType<typeof checkGiftCardEdit>>({});
  const [saving, setSaving] = useState(false);
  const firstRef = useRef<HTMLInputElement>(null);
  useEffect(() => firstRef.current?.focus(), []);
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkGiftCardEdit(values);
    setErrors(found);
    if (found.recipientName || found.recipientEmail || saving) return;
    setSaving(true);
    const result = await write({
      intent: 'updateGiftCard',
      giftCertificateItemId: card.giftCertificateItemId,
      recipientName: values.recipientName.trim(),
      recipientEmail: values.recipientEmail.trim(),
      amount: card.amount,
    });
    setSaving(false);
    if ('error' in result) {
      toast({ status: 'error', title: intl.formatMessage(gift.updateFailed) });
      return;
    }
    toast({ status: 'success', title: intl.formatMessage(gift.updated) });
    onClose();
  };
  const field = (
    name: 'recipientName' | 'recipientEmail',
    label: string,
    ref?: Ref<HTMLInputElement>,
  ) => {
    const error = errors[name];
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-${name}`} className="text-xs font-semibold">
          {label}
        </label>
        <input
          ref={ref}
          id={`${id}-${name}`}
          name={name}
          type={name === 'recipientEmail' ? 'email' : 'text'}
          value={values[name]}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          autoComplete="off"
          className={fieldClass}
        />
        {error ? (
          <p id={`${id}-${name}-error`} className="text-xs text-red-800">
            {intl.formatMessage(gift[error])}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <form
      noValidate
      onSubmit={(event) => void save(event)}
      className="flex flex-col gap-2"
      data-testid="gift-card-edit"
    >
      {field('recipientName', intl.formatMessage(gift.recipientName), firstRef)}
      {field('recipientEmail', intl.formatMessage(gift.recipientEmail))}
      <div className="flex gap-3">
        <button
          type="submit"
          aria-disabled={saving || undefined}
          className="min-h-9 rounded-full bg-stone-900 px-4 text-sm font-semibold text-white"
        >
          {intl.formatMessage(gift.save)}
        </button>
        <button
          type="button"
          onClick={onClose}
          className="min-h-9 rounded-full border border-stone-900 px-4 text-sm font-semibold"
        >
          {intl.formatMessage(gift.close)}
        </button>
      </div>
    </form>
  );
}

/**
 * A gift card of the mini cart and the cart page (spec 001 §2): image, amount, recipient name
 * and email, the inline edit form (Edit, then Save or Close) and Remove with its confirmation
 * overlay (Remove, Cancel), which `confirmRemove` renders (gift-card-lines.tsx).
 */
export function GiftCardLineItem({
  card,
  currency,
  confirmRemove,
}: {
  card: CartGiftCard;
  currency: string;
  /** The confirmation overlay; `onClose` runs on Cancel and after a removal that failed. */
  confirmRemove: (onClose: () => void) => ReactNode;
}) {
  const intl = useIntl();
  const { locale } = useSite();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  // Closing the form returns focus to its Edit button.
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editRef.current?.focus();
  }, [editing]);
  const name = card.name ?? intl.formatMessage(gift.lineName);
  return (
    <li className="relative flex gap-4 py-4" data-testid="gift-card-line">
      {card.image ? (
        <img
          src={card.image.src}
          alt={card.image.alt}
          width={80}
          height={80}
          loading="lazy"
          className="size-20 shrink-0 rounded bg-white object-contain"
        />
      ) : (
        <div className="size-20 shrink-0 rounded bg-stone-200" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
        <p className="font-semibold">{name}</p>
        <p className="font-semibold" data-testid="gift-card-amount">
          {formatMoney(card.amount, currency, locale.id)}
        </p>
        {editing ? (
          <EditForm
            card={card}
            onClose={() => {
              returnFocus.current = true;
              setEditing(false);
            }}
          />
        ) : (
          <>
            <p data-testid="gift-card-recipient">
              {intl.formatMessage(gift.to, { name: card.recipientName })}
            </p>
            <p className="break-all text-stone-600" data-testid="gift-card-email">
              {card.recipientEmail}
            </p>
            <div className="mt-1 flex items-center gap-4">
              <button
                ref={editRef}
                type="button"
                onClick={() => setEditing(true)}
                aria-label={intl.formatMessage(gift.editLabel, { name: card.recipientName })}
                className="text-sm underline hover:no-underline"
              >
                {intl.formatMessage(gift.edit)}
              </button>
              <button
                type="button"
                onClick={() => setConfirming(true)}
                aria-label={intl.formatMessage(gift.removeLabel, { name: card.recipientName })}
                className="text-sm underline hover:no-underline"
              >
                {intl.formatMessage(m.remove)}
              </button>
            </div>
          </>
        )}
      </div>
      {confirming ? confirmRemove(() => setConfirming(false)) : null}
    </li>
  );
}
