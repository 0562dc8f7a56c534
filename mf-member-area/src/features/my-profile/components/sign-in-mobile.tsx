import { getErrorMessage } from '@club/platform/api/api-error';
import { formatPhone } from '@club/contract/format/phone';
import { useSessionStore } from '@club/platform/session/session-store';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { CodeDialog } from '@club/ui/code-dialog';
import { ShieldAlert, ShieldCheck, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { requestMobileCode, verifyMobile } from '../api/mobile-requests';
import { withTags } from '@club/ui/i18n';
import { useT } from '../i18n';
import styles from './sign-in-mobile.module.css';

/**
 * The account's mobile number and whether it signs in. A number typed at
 * registration signs in only once its owner proves it with an SMS code, here.
 */
export function SignInMobile() {
  const t = useT();
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
      setError(getErrorMessage(failure, t('member.profile.mobile.sendFailed')));
    } finally {
      setSending(false);
    }
  };

  const verifyCode = async (code: string) => {
    if (!nonce) return;
    try {
      await verifyMobile({ nonce, code });
    } catch (failure) {
      throw new Error(getErrorMessage(failure, t('member.profile.mobile.verifyFailed')));
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
            {t('member.profile.mobile.heading')}
          </h2>
          {number ? (
            <p className={styles.number}>
              <span>{number}</span>
              {profile.mobileVerified ? (
                <span className={styles.verified}>
                  <ShieldCheck aria-hidden="true" /> {t('member.profile.mobile.verified')}
                </span>
              ) : (
                <span className={styles.unverified}>
                  <ShieldAlert aria-hidden="true" /> {t('member.profile.mobile.notVerified')}
                </span>
              )}
            </p>
          ) : null}
          <p className={styles.note}>
            {!number
              ? t('member.profile.mobile.noNumber')
              : profile.mobileVerified
                ? t('member.profile.mobile.canSignIn')
                : t('member.profile.mobile.verifyToSignIn')}
          </p>
        </div>
        {number && !profile.mobileVerified ? (
          <Button className={styles.action} onClick={() => void sendCode()} loading={sending}>
            {t('member.profile.mobile.verify')}
          </Button>
        ) : null}
      </div>
      <div aria-live="polite">
        {error ? <Alert tone="error">{error}</Alert> : null}
        {verified ? (
          <Alert tone="success" onDismiss={() => setVerified(false)}>
            {t('member.profile.mobile.done')}
          </Alert>
        ) : null}
      </div>
      <CodeDialog
        open={nonce !== null}
        title={t('member.profile.mobile.dialogTitle')}
        description={
          <>
            {withTags(t('member.profile.mobile.dialogText', { number: number ?? '' }), {
              number: (text) => <strong className={styles.nowrap}>{text}</strong>,
            })}
          </>
        }
        submitLabel={t('member.profile.mobile.submit')}
        onVerify={verifyCode}
        onCancel={() => setNonce(null)}
        onResend={() => void sendCode()}
      />
    </section>
  );
}
