import { CodeDialog } from '@club/ui/code-dialog';

interface EmailCodeDialogProps {
  open: boolean;
  email: string;
  /** Resolves when the code was right; rejects with the message to show. */
  onVerify: (code: string) => Promise<void>;
  onCancel: () => void;
}

/** 'Verify your e-mail': the six-digit code sent by POST /register. */
export function EmailCodeDialog({ open, email, onVerify, onCancel }: EmailCodeDialogProps) {
  return (
    <CodeDialog
      open={open}
      title="Verify your e-mail"
      description={
        <>
          We sent a 6-digit code to <strong>{email}</strong>. Enter it to confirm your registration.
        </>
      }
      submitLabel="Verify OTP"
      onVerify={onVerify}
      onCancel={onCancel}
    />
  );
}
