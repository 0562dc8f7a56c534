import { formatPhoneDisplay } from '@club/contract/format/phone';
import { getErrorMessage } from '@club/platform/api/api-error';
import { paths } from '@club/contract/site-pages';
import { WHATSAPP_OPT_IN_WORDING } from '@club/contract/whatsapp';
import { Button } from '@club/ui/button';
import { Skeleton } from '@club/ui/skeleton';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useChangeWhatsAppOptIn, useWhatsAppOptIn } from '../hooks/use-whatsapp-opt-in';
import { changedLine, type Feedback } from './feedback';
import { withTags } from '@club/ui/i18n';
import { useT } from '../../i18n';
import styles from './consents-panel.module.css';

/** The anchor of the WhatsApp switch: the notification table links here. */
export const WHATSAPP_SWITCH_ANCHOR = 'whatsapp-opt-in';

/**
 * WhatsApp for sign-in codes and lead alerts, a row of the consents' list: a
 * switch for the account's own verified mobile number, with the wording the
 * choice is recorded under. A number not verified yet is verified in My
 * Profile first (an SMS code). How a save went goes to the list's status line.
 */
export function WhatsAppRow({ onFeedback }: { onFeedback: (feedback: Feedback) => void }) {
  const t = useT();
  const inputId = useId();
  const optIn = useWhatsAppOptIn();
  const change = useChangeWhatsAppOptIn();

  async function toggle(optedIn: boolean) {
    onFeedback(null);
    try {
      await change.mutateAsync({ optedIn, wordingVersion: WHATSAPP_OPT_IN_WORDING.version });
      onFeedback({
        tone: 'success',
        text: t(
          optedIn
            ? 'member.account.privacy.consents.turnedOn'
            : 'member.account.privacy.consents.turnedOff',
          { label: t('member.account.privacy.whatsapp.label') },
        ),
      });
    } catch (error) {
      onFeedback({
        tone: 'error',
        text: getErrorMessage(error, t('member.account.privacy.consents.saveFailed')),
      });
    }
  }

  let body;
  if (optIn.isPending) {
    body = (
      <div className={styles.rowContent} aria-busy="true" data-testid="whatsapp-skeleton">
        <Skeleton width="2.75rem" height="1.5rem" />
        <Skeleton width="70%" height="2.5rem" />
      </div>
    );
  } else if (optIn.isError) {
    body = (
      <div className={styles.text}>
        <span className={styles.label}>{t('member.account.privacy.whatsapp.label')}</span>
        <span className={styles.description}>
          {t('member.account.privacy.whatsapp.loadFailed')}{' '}
          <Button size="sm" variant="secondary" onClick={() => void optIn.refetch()}>
            {t('member.account.privacy.consents.tryAgain')}
          </Button>
        </span>
      </div>
    );
  } else if (!optIn.data.mobileVerified) {
    body = (
      <div className={styles.text}>
        <span className={styles.label}>{t('member.account.privacy.whatsapp.label')}</span>
        <span className={styles.description}>
          {withTags(t('member.account.privacy.whatsapp.verify'), {
            link: (text) => <Link to={paths.myProfile()}>{text}</Link>,
          })}
        </span>
      </div>
    );
  } else {
    const number = formatPhoneDisplay(optIn.data.phone);
    body = (
      <>
        <input
          id={inputId}
          type="checkbox"
          role="switch"
          className={styles.switch}
          checked={optIn.data.optedIn}
          disabled={change.isPending}
          aria-describedby={`${inputId}-description ${inputId}-changed`}
          onChange={(event) => void toggle(event.target.checked)}
        />
        <div className={styles.text}>
          <label htmlFor={inputId} className={styles.label}>
            {withTags(t('member.account.privacy.whatsapp.labelTo', { number }), {
              number: (text) => <span className={styles.number}>{text}</span>,
            })}
          </label>
          <span id={`${inputId}-description`} className={styles.description}>
            {WHATSAPP_OPT_IN_WORDING.text}
          </span>
          <span id={`${inputId}-changed`} className={styles.changed}>
            {changedLine(optIn.data.optedIn, optIn.data.changedAt, t)}
          </span>
        </div>
      </>
    );
  }

  return (
    <li id={WHATSAPP_SWITCH_ANCHOR} className={`${styles.row} ${styles.anchored}`}>
      {body}
    </li>
  );
}
