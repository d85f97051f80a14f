import { useIntl } from 'react-intl';
import { Form } from 'react-router';
import { FormAlert } from '../ui/form-look.tsx';
import { um } from './unsubscribe-messages.ts';

/** The unsubscribe page of a back-in-stock email: confirm, then done; or the link's fault. */
export function UnsubscribePage({
  token,
  result,
}: {
  token: string | null;
  result: 'done' | 'invalid' | null;
}) {
  const intl = useIntl();
  return (
    <div className="mx-auto grid max-w-2xl gap-4 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">
        {intl.formatMessage(um.unsubscribeTitle)}
      </h1>
      {result === 'invalid' ? (
        <FormAlert>{intl.formatMessage(um.unsubscribeInvalid)}</FormAlert>
      ) : result === 'done' ? (
        <p role="status" className="text-stone-800">
          {intl.formatMessage(um.unsubscribeDone)}
        </p>
      ) : (
        <Form method="post" className="grid gap-4">
          <p className="text-stone-800">{intl.formatMessage(um.unsubscribeIntro)}</p>
          <input type="hidden" name="token" value={token ?? ''} />
          <button
            type="submit"
            className="min-h-12 justify-self-start rounded-full bg-stone-900 px-6 py-3 font-semibold text-white"
          >
            {intl.formatMessage(um.unsubscribeButton)}
          </button>
        </Form>
      )}
    </div>
  );
}
