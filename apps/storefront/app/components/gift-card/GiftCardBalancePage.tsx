import { useEffect, useId, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { useIntl } from 'react-intl';
import type { BalanceActionData, BalanceField } from '../../lib/gift-card/balance-form.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { formatWait } from '../../lib/too-many-requests.ts';
import { FormAlert, TextField } from '../account/sign-in/fields.tsx';
import { tooManyRequests } from '../account/sign-in/messages.ts';
import { primaryButtonClass } from '../shell/styles.ts';
import { m } from './balance-messages.ts';

const FIELDS: BalanceField[] = ['code', 'pin'];

/**
 * /gift-card-balance (spec 000 §2): code and PIN, the balance on a match, one "not found"
 * message otherwise. A plain POST that works without scripts; the PIN is never sent back.
 */
export function GiftCardBalancePage({
  localeId,
  actionData,
}: {
  localeId: string;
  actionData?: BalanceActionData | undefined;
}) {
  const intl = useIntl();
  const id = useId();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const errors = actionData?.errors ?? {};

  // The server's answer is announced: its message, the first faulty field, or the balance.
  useEffect(() => {
    if (!actionData) return;
    if (actionData.notFound || actionData.retryAfterSeconds) return alertRef.current?.focus();
    if (actionData.balance) return resultRef.current?.focus();
    const first = FIELDS.find((field) => actionData.errors[field]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  }, [actionData]);

  const fieldError = (field: BalanceField) => {
    const error = errors[field];
    return error ? [intl.formatMessage(m[error])] : [];
  };

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10">
      <div className="grid max-w-md gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{intl.formatMessage(m.title)}</h1>
        <p className="text-stone-700">{intl.formatMessage(m.intro)}</p>
      </div>
      <Form
        ref={formRef}
        method="post"
        noValidate
        aria-label={intl.formatMessage(m.title)}
        className="grid max-w-md gap-4"
      >
        {actionData?.retryAfterSeconds ? (
          <div ref={alertRef} tabIndex={-1} className="focus:outline-none">
            <FormAlert>
              {intl.formatMessage(tooManyRequests, {
                duration: formatWait(intl, actionData.retryAfterSeconds),
              })}
            </FormAlert>
          </div>
        ) : null}
        {actionData?.notFound ? (
          <div ref={alertRef} tabIndex={-1} className="focus:outline-none">
            <FormAlert>{intl.formatMessage(m.notFound)}</FormAlert>
          </div>
        ) : null}
        <TextField
          id={`${id}-code`}
          name="code"
          label={intl.formatMessage(m.code)}
          autoComplete="off"
          defaultValue={actionData?.values.code}
          errors={fieldError('code')}
        />
        <TextField
          id={`${id}-pin`}
          name="pin"
          label={intl.formatMessage(m.pin)}
          autoComplete="off"
          errors={fieldError('pin')}
        />
        <button
          type="submit"
          className={primaryButtonClass}
          aria-disabled={navigation.state === 'submitting' || undefined}
        >
          {intl.formatMessage(m.submit)}
        </button>
      </Form>
      {actionData?.balance ? (
        <p
          ref={resultRef}
          tabIndex={-1}
          role="status"
          className="text-2xl font-bold focus:outline-none"
        >
          {intl.formatMessage(m.result, {
            balance: formatMoney(actionData.balance.amount, actionData.balance.currency, localeId),
          })}
        </p>
      ) : null}
    </div>
  );
}
