import { useRef } from 'react';
import { Form } from 'react-router';
import type { FieldErrors } from '../../lib/checkout/fields.ts';
import type { ContinuedStep } from '../../lib/checkout/step-focus.ts';
import { useKeptFields } from '../../lib/use-kept-fields.ts';
import { useFocusOnServerErrors } from '../account/area/focus-errors.ts';
import { primaryButtonClass } from '../shell/styles.ts';
import { Field, StepSection } from './Field.tsx';
import { errorText, useCheckoutT } from './use-checkout-t.ts';
import { SPACE } from '../ui/text.ts';

/**
 * Step 1: a guest's email, kept on the basket; a link to sign in that comes back here. A
 * signed-in customer sees the email of their account.
 */
export function ContactStep({
  email,
  isRegistered,
  signInHref,
  typed,
  errors,
  onContinue,
}: {
  email: string;
  isRegistered: boolean;
  signInHref: string;
  /** The email as typed when the action refused it. */
  typed?: string | undefined;
  errors: FieldErrors<'email'>;
  /** Continue as Guest sent the step (the page moves focus on: CheckoutPage). */
  onContinue: (step: ContinuedStep) => void;
}) {
  const t = useCheckoutT();
  const formRef = useRef<HTMLFormElement>(null);
  const kept = useKeptFields(formRef, { email: typed ?? email });
  useFocusOnServerErrors(formRef, errors.email ? errors : undefined);
  return (
    <StepSection id="contact" heading={t('contactHeading')}>
      {isRegistered ? (
        <p data-testid="signed-in-email">{t('signedInAs', { email })}</p>
      ) : (
        <>
          <Form
            ref={formRef}
            method="post"
            noValidate
            className="grid gap-4"
            onSubmit={() => {
              kept.markSent();
              onContinue('contact');
            }}
          >
            <input type="hidden" name="intent" value="contact" />
            <Field
              id="checkout-email"
              name="email"
              type="email"
              inputMode="email"
              spellCheck={false}
              autoComplete="email"
              label={t('email')}
              hint={t('emailHint')}
              defaultValue={typed ?? email}
              error={errorText(t, errors.email)}
            />
            <div>
              <button type="submit" className={primaryButtonClass}>
                {t('continueAsGuest')}
              </button>
            </div>
          </Form>
          <p className="text-sm">
            {t('haveAccount')}
            {SPACE}
            <a
              href={signInHref}
              className="font-semibold underline underline-offset-4 hover:text-orange-800"
            >
              {t('signIn')}
            </a>
          </p>
        </>
      )}
    </StepSection>
  );
}
