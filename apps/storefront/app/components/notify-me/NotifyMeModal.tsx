import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  formatPhoneInput,
  isValidNotifyEmail,
  isValidNotifyPhone,
  notifyMePath,
  notifyMePayload,
  sendNotifyMe,
  type NotifyMode,
} from '../../lib/notify-me/rules.ts';
import { useSite } from '../../lib/site-context.tsx';
import { inputClass } from '../ui/form-look.tsx';
import { useToast } from '../ui/Toaster.tsx';
import { nm } from './messages.ts';

const EMPTY = { contact: '', marketing: true, error: false };

/**
 * The 'Notify me' modal (spec 001 §2, §4, §5, §8) for one sku: email by default, Phone number
 * beside it where the site offers it (SoloUS), the phone formatted as typed with a numeric
 * keyboard, the marketing SMS toggle (on) with the phone, Cancel and Continue. Continue is busy
 * while the request runs; success toasts, resets and closes; failure toasts and stays open.
 * Switching email/phone resets the form. Loaded on first open (NotifyMeButton). A native modal
 * `<dialog>`: the browser traps focus in it (the page behind is inert), Escape closes it, and
 * focus goes back to the button (docs/decisions/notify-me.md: why not the radix Dialog).
 */
export default function NotifyMeModal({
  sku,
  open,
  onOpenChange,
  onClosed,
}: {
  sku: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onClosed: () => void;
}) {
  const intl = useIntl();
  const toast = useToast();
  const { site, locale, preferences } = useSite();
  const phoneOffered = preferences.enableNotifyMePhone;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [mode, setMode] = useState<NotifyMode>('email');
  const [form, setForm] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const valid = mode === 'email' ? isValidNotifyEmail : isValidNotifyPhone;

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) {
      d.showModal();
      // The field to fill, rather than the first control (the Email choice).
      input.current?.focus();
    } else if (!open && d.open) {
      d.close();
    }
  }, [open]);
  const errorId = `${id}-error`;

  const choose = (next: NotifyMode) => {
    if (next === mode) return;
    setMode(next);
    setForm(EMPTY);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!valid(form.contact)) {
      setForm((f) => ({ ...f, error: true }));
      input.current?.focus();
      return;
    }
    setBusy(true);
    // The SMS list means something only with a phone number; an email request joins no list.
    const subscribe = mode === 'phone' && form.marketing;
    const ok = await sendNotifyMe(
      notifyMePath(site.id, locale.id),
      notifyMePayload(mode, form.contact, sku, subscribe),
    );
    setBusy(false);
    if (!ok) {
      toast({ status: 'error', title: intl.formatMessage(nm.failure) });
      return;
    }
    toast({ status: 'success', title: intl.formatMessage(nm.success) });
    setForm(EMPTY);
    onOpenChange(false);
  };

  const titleId = `${id}-title`;
  const label = intl.formatMessage(mode === 'email' ? nm.email : nm.phone);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      data-testid="notify-me-modal"
      onCancel={(event) => {
        // Escape: closed through the state, so the next open starts from it; never while busy.
        event.preventDefault();
        if (!busy) onOpenChange(false);
      }}
      onClose={() => {
        // However it closed (Cancel, Escape, success, or the browser itself), the state follows.
        onOpenChange(false);
        onClosed();
      }}
      className="m-auto max-h-[calc(100vh-2rem)] w-[min(28rem,calc(100vw-2rem))] overflow-y-auto rounded-lg bg-white p-6 text-stone-900 shadow-xl backdrop:bg-[rgb(0_0_0/0.5)]"
    >
      <h2 id={titleId} className="text-xl font-bold">
        {intl.formatMessage(nm.title)}
      </h2>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-4 flex flex-col gap-4">
        {phoneOffered ? (
          <fieldset className="flex gap-6">
            <legend className="sr-only">{intl.formatMessage(nm.contactChoice)}</legend>
            {(['email', 'phone'] as const).map((m) => (
              <label key={m} className="flex min-h-11 items-center gap-2 font-semibold">
                <input
                  type="radio"
                  name={`${id}-mode`}
                  value={m}
                  checked={mode === m}
                  onChange={() => choose(m)}
                  className="size-5 accent-stone-900"
                />
                {intl.formatMessage(m === 'email' ? nm.email : nm.phone)}
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-contact`} className="font-semibold">
            {label}
          </label>
          <input
            ref={input}
            id={`${id}-contact`}
            key={mode}
            name={mode}
            type={mode === 'email' ? 'email' : 'tel'}
            inputMode={mode === 'email' ? 'email' : 'numeric'}
            autoComplete={mode === 'email' ? 'email' : 'tel-national'}
            value={form.contact}
            aria-invalid={form.error}
            aria-describedby={form.error ? errorId : undefined}
            onChange={(e) => {
              const contact = mode === 'phone' ? formatPhoneInput(e.target.value) : e.target.value;
              setForm((f) => ({
                ...f,
                contact,
                error: f.error && !valid(contact),
              }));
            }}
            className={inputClass}
          />
          {form.error ? (
            <p id={errorId} className="text-sm font-semibold text-red-800">
              {intl.formatMessage(mode === 'email' ? nm.emailInvalid : nm.phoneInvalid)}
            </p>
          ) : null}
        </div>
        {mode === 'phone' ? (
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              role="switch"
              checked={form.marketing}
              onChange={(e) => setForm((f) => ({ ...f, marketing: e.target.checked }))}
              className="size-5 accent-stone-900"
            />
            {intl.formatMessage(nm.marketingSms)}
          </label>
        ) : null}
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            disabled={busy}
            onClick={() => onOpenChange(false)}
            className="min-h-11 rounded-full border border-stone-400 px-5 py-2 font-semibold hover:bg-stone-50"
          >
            {intl.formatMessage(nm.cancel)}
          </button>
          <button
            type="submit"
            aria-busy={busy}
            aria-disabled={busy}
            data-testid="notify-me-continue"
            className="min-h-11 rounded-full bg-stone-900 px-5 py-2 font-semibold text-white aria-busy:opacity-70"
          >
            {busy ? (
              <span
                aria-hidden="true"
                className="mr-2 inline-block size-4 animate-spin rounded-full border-2 border-white border-t-transparent align-[-2px]"
              />
            ) : null}
            {intl.formatMessage(nm.continue)}
          </button>
        </div>
      </form>
    </dialog>
  );
}
