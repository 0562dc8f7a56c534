import { getErrorMessage } from '@club/platform/api/api-error';
import { formatPhone } from '@club/contract/format/phone';
import { useSessionStore } from '@club/platform/session/session-store';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { CodeDialog } from '@club/ui/code-dialog';
import { ShieldAlert, ShieldCheck, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { requestMobileCode, verifyMobile } from '../api/mobile-requests';
import styles from './sign-in-mobile.module.css';

const SEND_FAILED = 'Failed to send the code. Please try again.';
const VERIFY_FAILED = 'The number could not be verified. Please try again.';

/**
 * The account's mobile number and whether it signs in. A number typed at
 * registration signs in only once its owner proves it with an SMS code, here.
 */
export function SignInMobile() {
  const profile = useSessionStore((state) => state.profile);
  const [nonce, setNonce] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [verified, setVerified] = useState(false);
  if (!profile) return null;

  const number =
    profile.countryCode && profile.mobileNumber
      ? formatPhone(profile.countryCode, profile.mobileNumber)
      : null;

  const sendCode = async () => {
    setSending(true);
    setError(null);
    try {
      setNonce((await requestMobileCode()).nonce);
    } catch (failure) {
      setError(getErrorMessage(failure, SEND_FAILED));
    } finally {
      setSending(false);
    }
  };

  const verifyCode = async (code: string) => {
    if (!nonce) return;
    try {
      await verifyMobile({ nonce, code });
    } catch (failure) {
      throw new Error(getErrorMessage(failure, VERIFY_FAILED));
    }
    setNonce(null);
    setVerified(true);
    useSessionStore.getState().setProfile({ ...profile, mobileVerified: true });
  };

  return (
    <section className={styles.box} aria-labelledby="sign-in-mobile-heading">
      <div className={styles.summary}>
        <Smartphone className={styles.icon} aria-hidden="true" />
        <div className={styles.text}>
          <h2 id="sign-in-mobile-heading" className={styles.heading}>
            Sign-in mobile number
          </h2>
          {number ? (
            <p className={styles.number}>
              <span>{number}</span>
              {profile.mobileVerified ? (
                <span className={styles.verified}>
                  <ShieldCheck aria-hidden="true" /> Verified
                </span>
              ) : (
                <span className={styles.unverified}>
                  <ShieldAlert aria-hidden="true" /> Not verified
                </span>
              )}
            </p>
          ) : null}
          <p className={styles.note}>
            {!number
              ? 'Your account has no mobile number: you sign in with a code sent to your e-mail address.'
              : profile.mobileVerified
                ? 'You can sign in with a code sent to this number by SMS, or to your e-mail address.'
                : 'Verify this number to sign in with a code sent by SMS. Until then, sign in with your e-mail address.'}
          </p>
        </div>
        {number && !profile.mobileVerified ? (
          <Button className={styles.action} onClick={() => void sendCode()} loading={sending}>
            Verify mobile number
          </Button>
        ) : null}
      </div>
      <div aria-live="polite">
        {error ? <Alert tone="error">{error}</Alert> : null}
        {verified ? (
          <Alert tone="success" onDismiss={() => setVerified(false)}>
            Your mobile number is verified. You can now sign in with a code sent to it by SMS.
          </Alert>
        ) : null}
      </div>
      <CodeDialog
        open={nonce !== null}
        title="Verify your mobile number"
        description={
          <>
            We sent a 6-digit code by SMS to <strong className={styles.nowrap}>{number}</strong>. It
            is valid for 10 minutes.
          </>
        }
        submitLabel="Verify"
        onVerify={verifyCode}
        onCancel={() => setNonce(null)}
        onResend={() => void sendCode()}
      />
    </section>
  );
}
