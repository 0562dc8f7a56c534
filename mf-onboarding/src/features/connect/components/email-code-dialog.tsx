import { CodeDialog } from '@club/ui/code-dialog';
import { withTags } from '@club/ui/i18n';
import { useT } from '@/features/connect/i18n';

interface EmailCodeDialogProps {
  open: boolean;
  email: string;
  /** Resolves when the code was right; rejects with the message to show. */
  onVerify: (code: string) => Promise<void>;
  onCancel: () => void;
}

/** 'Verify your e-mail': the six-digit code sent by POST /register. */
export function EmailCodeDialog({ open, email, onVerify, onCancel }: EmailCodeDialogProps) {
  const t = useT();
  return (
    <CodeDialog
      open={open}
      title={t('onboarding.connect.code.title')}
      description={withTags(t('onboarding.connect.code.description', { email }), {
        b: (text) => <strong>{text}</strong>,
      })}
      submitLabel={t('onboarding.connect.code.submit')}
      onVerify={onVerify}
      onCancel={onCancel}
    />
  );
}
