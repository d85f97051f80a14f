import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import * as Toast from 'radix-ui/toast';
import { useT } from '../../i18n/intl.tsx';
import { toToastItem, type ToastItem, type ToastOptions, type ToastStatus } from './toast-model.ts';

export type { ToastOptions, ToastStatus } from './toast-model.ts';

type ShowToast = (options: ToastOptions) => void;

const ToastContext = createContext<ShowToast | null>(null);

/**
 * `const toast = useToast(); toast({ status: 'error' })` shows the default failure message
 * "Something went wrong. Try again!" (spec 000 §8); pass a title for any other message.
 */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast() needs the <ToastProvider> of the root route');
  return show;
}

const ACCENTS: Record<ToastStatus, string> = {
  success: 'border-l-green-600',
  error: 'border-l-red-600',
  warning: 'border-l-amber-500',
  info: 'border-l-brand',
};

/** Spec 000 §2: toasts appear top right and can be closed. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const failure = t('global.error.default');
  const show = useCallback<ShowToast>(
    (options) => setToasts((list) => [...list, toToastItem(nextId.current++, options, failure)]),
    [failure],
  );
  const remove = useCallback((id: number) => setToasts((list) => list.filter((x) => x.id !== id)), []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      <Toast.Provider swipeDirection="right" label={t('toast.region')}>
        {children}
        {toasts.map((toast) => (
          <Toast.Root
            key={toast.id}
            duration={toast.duration}
            type={toast.status === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => !open && remove(toast.id)}
            data-status={toast.status}
            className={`flex items-start gap-3 rounded-md border border-l-4 border-gray-200 bg-white p-4 shadow-lg ${ACCENTS[toast.status]}`}
          >
            <div className="flex-1">
              <Toast.Title className="font-semibold">{toast.title}</Toast.Title>
              {toast.description ? (
                <Toast.Description className="mt-1 text-sm text-muted">{toast.description}</Toast.Description>
              ) : null}
            </div>
            <Toast.Close aria-label={t('toast.close')} className="rounded p-1 leading-none hover:bg-gray-100">
              <span aria-hidden="true">×</span>
            </Toast.Close>
          </Toast.Root>
        ))}
        <Toast.Viewport className="fixed top-4 right-4 z-[100] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none" />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}
