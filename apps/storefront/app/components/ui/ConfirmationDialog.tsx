import type { ReactNode } from 'react';
import * as AlertDialog from 'radix-ui/alert-dialog';
import { useT } from '../../i18n/intl.tsx';

export interface ConfirmationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: ReactNode;
  primaryActionLabel: string;
  onPrimaryAction: () => void;
  /** Label of the alternate action; defaults to "Cancel". */
  alternateActionLabel?: string;
  /** The alternate action; by default it only closes the dialog (spec 000 §2). */
  onAlternateAction?: () => void;
}

/** Spec 000 §2: the reusable confirmation dialog (title, message, primary and alternate action). */
export function ConfirmationDialog({
  open,
  onOpenChange,
  title,
  message,
  primaryActionLabel,
  onPrimaryAction,
  alternateActionLabel,
  onAlternateAction,
}: ConfirmationDialogProps) {
  const t = useT();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-bold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-muted">{message}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel
              onClick={onAlternateAction}
              className="rounded-full border border-gray-300 px-5 py-2 font-semibold hover:bg-gray-50"
            >
              {alternateActionLabel ?? t('dialog.cancel')}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={onPrimaryAction}
              className="rounded-full bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark"
            >
              {primaryActionLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
