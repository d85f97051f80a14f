import * as Toast from 'radix-ui/toast';
import { useT } from '../../i18n/intl.tsx';
import type { ToastItem, ToastStatus } from './toast-model.ts';
import { GLYPH_CLOSE } from './text.ts';

const ACCENTS: Record<ToastStatus, string> = {
  success: 'border-l-green-600',
  error: 'border-l-red-600',
  warning: 'border-l-amber-500',
  info: 'border-l-brand',
};

/** Spec 000 §2: toasts appear top right and can be closed. Loaded with the first toast. */
export default function ToastViewport({
  toasts,
  onClose,
}: {
  toasts: ToastItem[];
  onClose: (id: number) => void;
}) {
  const t = useT();
  return (
    <Toast.Provider swipeDirection="right" label={t('toast.region')}>
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          duration={toast.duration}
          type={toast.status === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => !open && onClose(toast.id)}
          data-status={toast.status}
          className={`flex items-start gap-3 rounded-md border border-l-4 border-gray-200 bg-white p-4 shadow-lg ${ACCENTS[toast.status]}`}
        >
          <div className="flex-1">
            <Toast.Title className="font-semibold">{toast.title}</Toast.Title>
            {toast.description ? (
              <Toast.Description className="mt-1 text-sm text-muted">
                {toast.description}
              </Toast.Description>
            ) : null}
          </div>
          {toast.action ? (
            <Toast.Action asChild altText={toast.action.label}>
              <a
                href={toast.action.href}
                className="self-center text-sm font-semibold underline hover:no-underline"
              >
                {toast.action.label}
              </a>
            </Toast.Action>
          ) : null}
          <Toast.Close
            aria-label={t('toast.close')}
            className="rounded p-1 leading-none hover:bg-gray-100"
          >
            <span aria-hidden="true">{GLYPH_CLOSE}</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      {/* Without a label of its own the region reads radix's English "Notifications (F8)". */}
      <Toast.Viewport
        label={t('toast.region')}
        className="fixed top-4 right-4 z-[100] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none"
      />
    </Toast.Provider>
  );
}
