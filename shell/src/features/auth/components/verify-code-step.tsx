import { CODE_LENGTH, type AuthTokens } from '@club/contract/auth';
import { MESSAGES } from '@club/contract/copy/messages';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { CodeField, isCompleteCode } from '@club/ui/code-field';
import { useState, type FormEvent } from 'react';
import { errorMessage, requestSignInCode, verifySignInCode } from '../api/sign-in-requests';
import type { CodeSent } from './request-code-step';
import styles from './sign-in.module.css';

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
      setError(await errorMessage(verifyError, MESSAGES.signIn.verifyFailed));
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
      setNotice(`A new code was requested for ${sent.destination}: use the latest one.`);
      onResent({ ...sent, nonce, delivered: false });
    } catch (resendError) {
      setError(await errorMessage(resendError, MESSAGES.signIn.requestFailed));
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
        Verify &amp; Sign In
      </Button>
      <div className={styles.stepLinks}>
        <button type="button" className={styles.linkButton} onClick={onBack}>
          ← Back to login options
        </button>
        <button type="button" className={styles.linkButton} onClick={resend} disabled={resending}>
          {resending ? 'Sending…' : 'Send a new code'}
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
  const byMobile = 'mobile' in sent.request;
  if (sent.delivered) {
    return (
      <p className={styles.sentTo}>
        We sent a {CODE_LENGTH}-digit code to <strong>{sent.destination}</strong>. It is valid for
        10 minutes.
      </p>
    );
  }
  return (
    <div className={styles.sentNote}>
      <p className={styles.sentTo}>
        If <strong>{sent.destination}</strong> is{' '}
        {byMobile ? 'the verified mobile number' : 'the e-mail address'} of a member account, a{' '}
        <span className={styles.noWrap}>{CODE_LENGTH}-digit</span> code is on its way: by WhatsApp
        if you turned WhatsApp messages on in your account, otherwise{' '}
        {byMobile ? 'by SMS' : 'to that address'}. It is valid for 10 minutes.
      </p>
      {byMobile ? (
        <p className={styles.hint}>
          Only a verified number receives a code.{' '}
          <button type="button" className={styles.inlineLink} onClick={onUseEmail}>
            Sign in with your e-mail address
          </button>{' '}
          if no SMS arrives.
        </p>
      ) : (
        <p className={styles.hint}>
          Nothing after a minute? Check the address and your spam folder, then send a new code.
        </p>
      )}
    </div>
  );
}
