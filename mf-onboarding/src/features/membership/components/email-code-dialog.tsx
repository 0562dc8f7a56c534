import { Alert } from '@club/shared/ui/alert';
import { Button } from '@club/shared/ui/button';
import { CodeField, isCompleteCode } from '@club/shared/ui/code-field';
import { Modal } from '@club/shared/ui/modal';
import { useState, type FormEvent } from 'react';
import styles from './email-code-dialog.module.css';

interface EmailCodeDialogProps {
  open: boolean;
  email: string;
  /** Resolves when the code was right; rejects with the message to show. */
  onVerify: (code: string) => Promise<void>;
  onCancel: () => void;
}

/** 'Verify your e-mail': the six-digit code sent by POST /register. */
export function EmailCodeDialog({ open, email, onVerify, onCancel }: EmailCodeDialogProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);

  const close = () => {
    if (verifying) return;
    setCode('');
    setError(null);
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
      title="Verify your e-mail"
      description={
        <>
          We sent a 6-digit code to <strong>{email}</strong>. Enter it to confirm your registration.
        </>
      }
    >
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <CodeField
          label="Verification code"
          value={code}
          onChange={(next) => {
            setCode(next);
            setError(null);
          }}
          autoFocus
        />
        <div aria-live="polite">{error ? <Alert tone="error">{error}</Alert> : null}</div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={close} disabled={verifying}>
            Cancel
          </Button>
          <Button type="submit" disabled={!isCompleteCode(code) || verifying} loading={verifying}>
            Verify OTP
          </Button>
        </div>
      </form>
    </Modal>
  );
}
