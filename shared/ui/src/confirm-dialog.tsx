import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '@club/ui/button';
import { pageUiState } from '@club/ui/page-state';
import styles from './confirm-dialog.module.css';
import { useUiT } from '@club/ui/ui-messages';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question: it names the dialog for screen readers. */
  message: ReactNode;
  /** What the question is about (a title, an amount), under it. */
  detail?: ReactNode;
  /** The action, as a verb: `Delete`. */
  confirmLabel: string;
  cancelLabel?: string;
  /** `danger` for what cannot be undone. Default `danger`. */
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  /** Called by Cancel and by Escape. */
  onCancel: () => void;
}

/**
 * A yes-or-no question before an action: the site's replacement for
 * `window.confirm`, on the native `<dialog>` opened with `showModal()`, so the
 * browser makes the page behind it inert, keeps focus inside and turns Escape
 * into a cancel. Focus starts on Cancel (the choice that loses nothing) and
 * goes back to the element that opened it.
 */
export function ConfirmDialog({
  open,
  message,
  detail,
  confirmLabel,
  cancelLabel,
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useUiT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<Element | null>(null);
  const messageId = useId();
  const detailId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!open) return;
    openerRef.current = document.activeElement;
    dialog.showModal();
    cancelRef.current?.focus();
    // Innermost dialog: a site modal around it (the news manager) leaves Escape and Tab to it.
    const { openDialogs } = pageUiState();
    openDialogs.push(dialog);
    return () => {
      const index = openDialogs.lastIndexOf(dialog);
      if (index !== -1) openDialogs.splice(index, 1);
      if (dialog.open) dialog.close();
      const opener = openerRef.current;
      openerRef.current = null;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={messageId}
      aria-describedby={detail ? detailId : undefined}
      onCancel={(event) => {
        // Escape: the browser would close the dialog itself; the page decides.
        event.preventDefault();
        onCancel();
      }}
    >
      {open ? (
        <>
          <p id={messageId} className={styles.message}>
            {message}
          </p>
          {detail ? (
            <p id={detailId} className={styles.detail}>
              {detail}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
              {cancelLabel ?? t('ui.confirm-dialog.cancel')}
            </Button>
            <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
