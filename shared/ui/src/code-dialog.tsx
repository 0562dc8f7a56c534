import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { CodeField, isCompleteCode } from '@club/ui/code-field';
import { Modal } from '@club/ui/modal';
import { useState, type FormEvent, type ReactNode } from 'react';
import styles from './code-dialog.module.css';
import { useUiT } from '@club/ui/ui-messages';

export interface CodeDialogProps {
  open: boolean;
  title: string;
  /** Where the code went. */
  description: ReactNode;
  /** The submit button's text ('Verify OTP'). */
  submitLabel: string;
  /** Resolves when the code was right; rejects with the message to show. */
  onVerify: (code: string) => Promise<void>;
  onCancel: () => void;
  /** When given, 'Send a new code' asks for another one. */
  onResend?: () => void;
}

/**
 * A dialog that takes a six-digit code someone was sent (by e-mail or SMS):
 * submit only at six digits, the reason on a wrong code, Cancel. It stays
 * open while the code is checked and cannot be dismissed by a stray click.
 */
export function CodeDialog({
  open,
  title,
  description,
  submitLabel,
  onVerify,
  onCancel,
  onResend,
}: CodeDialogProps) {
  const t = useUiT();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);

  const reset = () => {
    setCode('');
    setError(null);
  };

  const close = () => {
    if (verifying) return;
    reset();
    onCancel();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isCompleteCode(code) || verifying) return;
    setVerifying(true);
    setError(null);
    try {
      await onVerify(code);
      setCode('');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setVerifying(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={close}
      size="sm"
      closeOnBackdrop={false}
      title={title}
      description={description}
    >
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <CodeField
          label={t('ui.code-dialog.code-label')}
          value={code}
          onChange={(next) => {
            setCode(next);
            setError(null);
          }}
          autoFocus
        />
        <div aria-live="polite">{error ? <Alert tone="error">{error}</Alert> : null}</div>
        <div className={styles.actions}>
          {onResend ? (
            <Button
              variant="ghost"
              onClick={() => {
                reset();
                onResend();
              }}
              disabled={verifying}
            >
              {t('ui.code-dialog.send-new-code')}
            </Button>
          ) : null}
          <div className={styles.mainActions}>
            <Button variant="secondary" onClick={close} disabled={verifying}>
              {t('ui.code-dialog.cancel')}
            </Button>
            <Button type="submit" disabled={!isCompleteCode(code) || verifying} loading={verifying}>
              {submitLabel}
            </Button>
          </div>
        </div>
      </form>
    </Modal>
  );
}
