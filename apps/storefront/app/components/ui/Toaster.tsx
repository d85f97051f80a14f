import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useT } from '../../i18n/intl.tsx';
import { toToastItem, type ToastItem, type ToastOptions } from './toast-model.ts';

export type { ToastOptions, ToastStatus } from './toast-model.ts';

type ShowToast = (options: ToastOptions) => void;

const ToastContext = createContext<ShowToast | null>(null);

// Most pages never show a toast: the Radix toast code loads with the first one.
const ToastViewport = lazy(() => import('./ToastViewport.tsx'));

/**
 * `const toast = useToast(); toast({ status: 'error' })` shows the default failure message
 * "Something went wrong. Try again!" (spec 000 §8); pass a title for any other message.
 */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast() needs the <ToastProvider> of the root route');
  return show;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [used, setUsed] = useState(false);
  const nextId = useRef(1);
  const failure = t('global.error.default');
  const show = useCallback<ShowToast>(
    (options) => {
      setUsed(true);
      setToasts((list) => [...list, toToastItem(nextId.current++, options, failure)]);
    },
    [failure],
  );
  const remove = useCallback(
    (id: number) => setToasts((list) => list.filter((x) => x.id !== id)),
    [],
  );
  return (
    <ToastContext.Provider value={show}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <ToastViewport toasts={toasts} onClose={remove} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}
