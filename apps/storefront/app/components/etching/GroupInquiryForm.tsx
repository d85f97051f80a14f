import { useEffect, useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { FormField } from '@solo/content-model';
import {
  checkGroupInquiry,
  groupInquiryPath,
  inquiryContentPaths,
  readInquiryContent,
  type GroupInquiryContent,
  type GroupInquiryErrors,
  type GroupInquiryValues,
} from '../../lib/etching/inquiry.ts';
import { useSite } from '../../lib/site-context.tsx';
import { useToast } from '../ui/Toaster.tsx';
import { em } from './messages.ts';

const FIELDS = ['name', 'email', 'phone', 'company'] as const;

/**
 * The group and corporate orders step (spec 001 §2, §3 group inquiry, §5, §7, §8): the intro and
 * the form's labels come from the `etching_request_quote` content entry and its form definition
 * in the shopper's language; the rules and messages are the spec's. Sent to send-gac-email;
 * success and failure are the spec's toasts, and success closes the modal.
 */
export function GroupInquiryForm({ productId, onSent }: { productId: string; onSent: () => void }) {
  const intl = useIntl();
  const { site, locale } = useSite();
  const toast = useToast();
  const id = useId();
  const [content, setContent] = useState<GroupInquiryContent | null>(null);
  const [values, setValues] = useState<GroupInquiryValues>({
    name: '',
    email: '',
    phone: '',
    company: '',
  });
  const [errors, setErrors] = useState<GroupInquiryErrors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    const paths = inquiryContentPaths(locale.id);
    void readInquiryContent(paths, (url) =>
      fetch(url).then((r) => (r.ok ? (r.json() as Promise<unknown>) : null)),
    ).then((c) => {
      if (live) setContent(c);
    });
    return () => {
      live = false;
    };
  }, [locale.id]);

  const message = (error: GroupInquiryErrors[keyof GroupInquiryErrors], field?: FormField) => {
    if (error === 'name') return intl.formatMessage(em.nameRequired);
    if (error === 'email') return intl.formatMessage(em.emailInvalid);
    if (error === 'company') return intl.formatMessage(em.companyRequired);
    return field?.pattern_message ?? '';
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = checkGroupInquiry(values);
    setErrors(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    const honeypot = new FormData(event.currentTarget).get('website');
    const ok = await fetch(groupInquiryPath(site.id, locale.id), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: values.name.trim(),
        email: values.email.trim(),
        ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
        company: values.company.trim(),
        productId,
        ...(typeof honeypot === 'string' && honeypot ? { honeypot } : {}),
      }),
    })
      .then((r) => r.status < 400)
      .catch(() => false);
    setBusy(false);
    if (!ok) {
      toast({ status: 'error', title: intl.formatMessage(em.groupFailure) });
      return;
    }
    toast({ status: 'success', title: intl.formatMessage(em.groupSuccess) });
    onSent();
  };

  if (!content) return <p aria-busy="true" className="h-40 animate-pulse rounded bg-stone-100" />;
  return (
    <div className="flex flex-col gap-4" data-testid="group-inquiry">
      {content.heading ? <p className="text-lg font-semibold">{content.heading}</p> : null}
      {content.paragraphs.map((p) => (
        <p key={p} className="text-stone-700">
          {p}
        </p>
      ))}
      {content.formIntro ? <p className="text-stone-700">{content.formIntro}</p> : null}
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-3">
        {FIELDS.map((name) => {
          const field = content.fields.find((f) => f.name === name);
          if (!field) return null;
          const error = errors[name];
          return (
            <div key={name} className="flex flex-col gap-1">
              <label htmlFor={`${id}-${name}`} className="font-semibold">
                {field.label}
              </label>
              <input
                id={`${id}-${name}`}
                name={name}
                type={field.type === 'email' ? 'email' : field.type === 'tel' ? 'tel' : 'text'}
                inputMode={field.type === 'tel' ? 'numeric' : undefined}
                autoComplete={field.autocomplete}
                required={name !== 'phone'}
                maxLength={field.max_length}
                value={values[name]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-${name}-error` : undefined}
                onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
                className="min-h-11 rounded border border-stone-400 px-3"
              />
              {error ? (
                <p id={`${id}-${name}-error`} className="text-sm text-red-800">
                  {message(error, field)}
                </p>
              ) : null}
            </div>
          );
        })}
        {/* A field people never see: anything typed in it comes from a program. */}
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          aria-hidden="true"
          className="hidden"
        />
        <button
          type="submit"
          aria-busy={busy}
          data-testid="group-inquiry-submit"
          className="min-h-12 rounded-full bg-stone-900 px-6 py-3 font-semibold text-white"
        >
          {content.submitLabel}
        </button>
      </form>
    </div>
  );
}
