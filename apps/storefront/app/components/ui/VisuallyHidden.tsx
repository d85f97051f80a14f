import type { ReactNode } from 'react';

/** Content for screen readers only (Tailwind's sr-only), e.g. a page's h1 over a hero. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="sr-only">{children}</span>;
}
