import type { ReactNode } from 'react';
import type { EntryMeta, FooterEntry, HeaderEntry } from '@solo/content-model';

/** The page frame around every page; the shell (header, footer, drawers) is rendered here. */
export function AppShell({
  children,
}: {
  header: (HeaderEntry & EntryMeta) | null;
  footer: (FooterEntry & EntryMeta) | null;
  children: ReactNode;
}) {
  return <main id="main-content">{children}</main>;
}
