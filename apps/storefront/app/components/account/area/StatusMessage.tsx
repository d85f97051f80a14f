import type { ReactNode } from 'react';

/** An inline confirmation after a save, announced politely (it works without scripts too). */
export function StatusMessage({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="rounded-md border border-green-700 bg-green-50 px-4 py-3 text-sm text-green-900"
    >
      {children}
    </p>
  );
}
