import { useId, useState, type RefObject } from 'react';
import { Dialog } from 'radix-ui';
import { useIntl } from 'react-intl';
import { CONSENT_CHANGE_EVENT, parseConsent, serializeConsent } from '../../lib/consent.ts';
import { useLocalizedHref } from '../../lib/site-context.tsx';
import { CloseIcon } from './icons.tsx';
import { m } from './messages.ts';
import { primaryButtonClass, secondaryButtonClass } from './styles.ts';

function Toggle({
  label,
  checked,
  disabled,
  hint,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  hint?: string;
  onChange?: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-h-12 items-center justify-between gap-4 border-b border-stone-200 py-2">
      <label htmlFor={id} className="text-sm font-medium text-stone-900">
        {label}
        {hint ? <span className="block text-xs font-normal text-stone-600">{hint}</span> : null}
      </label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange?.(e.currentTarget.checked)}
        className="relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-stone-400 transition-colors before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-orange-700 checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700 disabled:cursor-not-allowed disabled:opacity-60 motion-reduce:transition-none motion-reduce:before:transition-none"
      />
    </div>
  );
}

export interface ConsentPanelProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's id, which the footer button names in aria-controls. */
  id: string;
  /** The footer button: focus goes back to it when the dialog closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The Consent Preferences dialog itself, loaded the first time it opens (see ConsentDialog.tsx):
 * the choice starts from the `consent` cookie; Save writes the cookie and the `consentchange`
 * event, which the script loader reads before loading any third-party script (DESIGN.md). The
 * cookie's code lives here, not in the code every page loads.
 */
export default function ConsentPanel({ open, onClose, id, returnFocusTo }: ConsentPanelProps) {
  const intl = useIntl();
  const [choice, onChange] = useState(() => parseConsent(document.cookie));
  const viewsUrl = useLocalizedHref()('/recommendations-data');
  const save = () => {
    document.cookie = serializeConsent(choice, window.location.protocol === 'https:');
    window.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: choice }));
    // Declining personalisation deletes the product views recorded so far (recently-viewed.md).
    if (!choice.personalisation) void fetch(viewsUrl, { method: 'DELETE' }).catch(() => {});
    onClose();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-950/50" />
        <Dialog.Content
          id={id}
          onCloseAutoFocus={(event) => {
            // There is no radix Trigger to return to: focus the footer button ourselves.
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 text-stone-900 shadow-2xl focus:outline-none"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold">
              {intl.formatMessage(m.consentPreferences)}
            </Dialog.Title>
            <Dialog.Close
              aria-label={intl.formatMessage(m.close)}
              className="-mt-2 -mr-2 inline-flex size-11 items-center justify-center rounded-full hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-orange-700"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-sm text-stone-700">
            {intl.formatMessage(m.consentIntro)}
          </Dialog.Description>
          <div className="mt-4">
            <Toggle
              label={intl.formatMessage(m.consentNecessary)}
              hint={intl.formatMessage(m.consentAlwaysOn)}
              checked
              disabled
            />
            <Toggle
              label={intl.formatMessage(m.consentAnalytics)}
              checked={choice.analytics}
              onChange={(analytics) => onChange({ ...choice, analytics })}
            />
            <Toggle
              label={intl.formatMessage(m.consentMarketing)}
              checked={choice.marketing}
              onChange={(marketing) => onChange({ ...choice, marketing })}
            />
            <Toggle
              label={intl.formatMessage(m.consentPersonalisation)}
              hint={intl.formatMessage(m.consentPersonalisationHint)}
              checked={choice.personalisation}
              onChange={(personalisation) => onChange({ ...choice, personalisation })}
            />
          </div>
          <div className="mt-6 flex justify-end gap-3">
            <Dialog.Close asChild>
              <button type="button" className={secondaryButtonClass}>
                {intl.formatMessage(m.cancel)}
              </button>
            </Dialog.Close>
            <button type="button" onClick={save} className={primaryButtonClass}>
              {intl.formatMessage(m.save)}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
