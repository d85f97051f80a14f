import type { GiftCardErrors } from '../../lib/gift-card/form.ts';
import { amountChoices } from '../../lib/gift-card/form-state.ts';
import type { GiftCardAmounts } from '../../lib/gift-card/rules.ts';
import { GiftCardFieldError } from './GiftCardField.tsx';
import type { GiftCardMessageKey } from './messages.ts';

/** Spec 001 §5 the amount: the presets as money, then Custom Amount. */
export function AmountChoices({
  amounts,
  checked,
  errors,
  money,
  t,
}: {
  amounts: GiftCardAmounts;
  /** The amount the page was rendered with. */
  checked: string | undefined;
  errors: GiftCardErrors;
  money: (n: number) => string;
  t: (key: GiftCardMessageKey) => string;
}) {
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={errors.amount ? 'gift-amount-error' : undefined}
    >
      <legend className="mb-1 text-sm font-semibold">{t('amount')}</legend>
      <div className="flex flex-wrap gap-2">
        {amountChoices(amounts).map((choice) => (
          <label
            key={choice.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-stone-400 px-4 has-[:checked]:border-stone-900 has-[:checked]:bg-stone-100"
          >
            <input
              type="radio"
              name="amount"
              value={choice.value}
              defaultChecked={checked === choice.value}
              className="size-4 accent-orange-700"
            />
            {choice.custom ? t('customAmount') : money(choice.amount)}
          </label>
        ))}
      </div>
      <GiftCardFieldError name="amount" errors={errors} t={t} />
    </fieldset>
  );
}
