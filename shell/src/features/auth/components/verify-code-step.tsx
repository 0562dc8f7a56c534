import { CODE_LENGTH, type AuthTokens } from '@club/contract/auth';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { CodeField, isCompleteCode } from '@club/ui/code-field';
import { useState, type FormEvent } from 'react';
import { errorMessage, requestSignInCode, verifySignInCode } from '../api/sign-in-requests';
import type { CodeSent } from './request-code-step';
import styles from './sign-in.module.css';
import { withTags } from '@club/ui/i18n';
import { useT } from '@/features/auth/i18n';

interface VerifyCodeStepProps {
  sent: CodeSent;
  onBack: () => void;
  /** Back to the first step with the e-mail form (a mobile number that got no code). */
  onUseEmail: () => void;
  onResent: (sent: CodeSent) => void;
  onVerified: (tokens: AuthTokens) => Promise<void>;
}

/** Step 2: the 6-character code; 'Verify & Sign In' only at exactly 6. */
export function VerifyCodeStep({
  sent,
  onBack,
  onUseEmail,
  onResent,
  onVerified,
}: VerifyCodeStepProps) {
  const t = useT();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!isCompleteCode(code)) return;
    setError(null);
    setVerifying(true);
    try {
      const tokens = await verifySignInCode({ nonce: sent.nonce, code });
      await onVerified(tokens);
    } catch (verifyError) {
      setError(await errorMessage(verifyError, t('shell.signin.verify-failed')));
      setVerifying(false);
    }
  };

  const resend = async () => {
    setError(null);
    setNotice(null);
    setResending(true);
    try {
      const { nonce } = await requestSignInCode(sent.request);
      setCode('');
      setNotice(t('shell.signin.new-code-requested', { destination: sent.destination }));
      onResent({ ...sent, nonce, delivered: false });
    } catch (resendError) {
      setError(await errorMessage(resendError, t('shell.signin.request-failed')));
    } finally {
      setResending(false);
    }
  };

  return (
    <form className={styles.step} onSubmit={verify} noValidate>
      <CodeSentNote sent={sent} onUseEmail={onUseEmail} />
      <CodeField
        value={code}
        onChange={(next) => {
          setError(null);
          setCode(next);
        }}
        autoFocus
      />
      {error ? <Alert tone="error">{error}</Alert> : null}
      {notice && !error ? <Alert tone="success">{notice}</Alert> : null}
      <Button type="submit" fullWidth disabled={!isCompleteCode(code)} loading={verifying}>
        {t('shell.signin.verify')}
      </Button>
      <div className={styles.stepLinks}>
        <button type="button" className={styles.linkButton} onClick={onBack}>
          {t('shell.signin.back')}
        </button>
        <button type="button" className={styles.linkButton} onClick={resend} disabled={resending}>
          {t(resending ? 'shell.signin.sending' : 'shell.signin.send-new-code')}
        </button>
      </div>
    </form>
  );
}

/**
 * Where the code went, said the same way whether or not an account signs in
 * with the identifier (the answer does not tell, on purpose), with what to do
 * when nothing arrives.
 */
function CodeSentNote({ sent, onUseEmail }: Pick<VerifyCodeStepProps, 'sent' | 'onUseEmail'>) {
  const t = useT();
  const values = { destination: sent.destination, length: CODE_LENGTH };
  const strong = (text: string) => <strong>{text}</strong>;
  const byMobile = 'mobile' in sent.request;
  if (sent.delivered) {
    return (
      <p className={styles.sentTo}>
        {withTags(t('shell.signin.code-delivered', values), { strong })}
      </p>
    );
  }
  return (
    <div className={styles.sentNote}>
      <p className={styles.sentTo}>
        {withTags(
          t(
            byMobile ? 'shell.signin.code-on-its-way-mobile' : 'shell.signin.code-on-its-way-email',
            values,
          ),
          { strong, nowrap: (text) => <span className={styles.noWrap}>{text}</span> },
        )}
      </p>
      {byMobile ? (
        <p className={styles.hint}>
          {withTags(t('shell.signin.mobile-hint'), {
            button: (text) => (
              <button type="button" className={styles.inlineLink} onClick={onUseEmail}>
                {text}
              </button>
            ),
          })}
        </p>
      ) : (
        <p className={styles.hint}>{t('shell.signin.email-hint')}</p>
      )}
    </div>
  );
}
