import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useT } from '../../i18n/intl.tsx';
import { toToastItem, type ToastItem, type ToastOptions } from './toast-model.ts';

export type { ToastOptions, ToastStatus } from './toast-model.ts';

/** Shows a toast and answers its id. */
type ShowToast = (options: ToastOptions) => number;

interface ToastApi {
  show: ShowToast;
  dismiss: (ids: readonly number[]) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

// Most pages never show a toast: the Radix toast code loads with the first one.
const ToastViewport = lazy(() => import('./ToastViewport.tsx'));

/**
 * `const toast = useToast(); toast({ status: 'error' })` shows the default failure message
 * "Something went wrong. Try again!" (spec 000 §8); pass a title for any other message.
 */
export function useToast(): ShowToast {
  return useToastApi().show;
}

function useToastApi(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs the <ToastProvider> of the root route');
  return api;
}

export interface MomentToast {
  show: ShowToast;
  /** The moment has passed (the next attempt succeeded): its toasts go. */
  settle: () => void;
}

/**
 * Issue 14 "messages belong to their moment": toasts shown through this belong to the calling
 * component, and go when it calls `settle()` or leaves the page (a failure toast never stays
 * over the page that follows the attempt that succeeded). A toast that goes with the shopper to
 * another page (a redirect to the cart) is shown with `useToast()` instead.
 */
export function useMomentToast(): MomentToast {
  const { show, dismiss } = useToastApi();
  const shown = useRef<number[]>([]);
  const settle = useCallback(() => {
    if (shown.current.length) dismiss(shown.current);
    shown.current = [];
  }, [dismiss]);
  useEffect(() => settle, [settle]);
  return useMemo(
    () => ({
      show: (options: ToastOptions) => {
        const id = show(options);
        shown.current.push(id);
        return id;
      },
      settle,
    }),
    [show, settle],
  );
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [used, setUsed] = useState(false);
  const nextId = useRef(1);
  const failure = t('global.error.default');
  const show = useCallback<ShowToast>(
    (options) => {
      const id = nextId.current++;
      setUsed(true);
      setToasts((list) => [...list, toToastItem(id, options, failure)]);
      return id;
    },
    [failure],
  );
  const dismiss = useCallback(
    (ids: readonly number[]) => setToasts((list) => list.filter((x) => !ids.includes(x.id))),
    [],
  );
  const remove = useCallback((id: number) => dismiss([id]), [dismiss]);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <ToastViewport toasts={toasts} onClose={remove} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}
