/** Spec 000 §2/§9: toasts stay 5000 ms unless a message asks for longer (10 s, 7 s). */
export const TOAST_DURATION_MS = 5000;

export type ToastStatus = 'success' | 'error' | 'warning' | 'info';

export interface ToastOptions {
  status: ToastStatus;
  /** Omitted on an error toast: the default failure message (spec 000 §8). */
  title?: string;
  description?: string;
  duration?: number;
  /** A link in the toast, e.g. spec 001 §8 "View" on a wishlist add. */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  href: string;
}

export interface ToastItem {
  id: number;
  status: ToastStatus;
  title: string;
  description?: string;
  duration: number;
  action?: ToastAction;
}

/** Fills in the defaults of a toast: its duration, and the failure message for a bare error. */
export function toToastItem(id: number, options: ToastOptions, defaultFailure: string): ToastItem {
  const title = options.title ?? (options.status === 'error' ? defaultFailure : '');
  return {
    id,
    status: options.status,
    title,
    ...(options.description ? { description: options.description } : {}),
    ...(options.action ? { action: options.action } : {}),
    duration: options.duration ?? TOAST_DURATION_MS,
  };
}
