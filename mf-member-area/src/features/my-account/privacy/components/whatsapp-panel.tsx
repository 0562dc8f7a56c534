import { formatIndianDate } from '@club/contract/india-time/format';
import { formatPhoneDisplay } from '@club/contract/format/phone';
import { getErrorMessage } from '@club/platform/api/api-error';
import { paths } from '@club/contract/site-pages';
import { WHATSAPP_OPT_IN_WORDING, type WhatsAppOptIn } from '@club/contract/whatsapp';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { Skeleton } from '@club/ui/skeleton';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useChangeWhatsAppOptIn, useWhatsAppOptIn } from '../hooks/use-whatsapp-opt-in';
import styles from './consents-panel.module.css';
import listSection from '../../components/list-section.module.css';

type Feedback = { tone: 'success' | 'error'; text: string } | null;

function changedLine(optIn: WhatsAppOptIn): string {
  if (!optIn.changedAt) return 'Off: you have not turned it on.';
  const date = formatIndianDate(optIn.changedAt);
  return optIn.optedIn ? `On since ${date}.` : `Off since ${date}.`;
}

/**
 * WhatsApp for sign-in codes and lead alerts: a switch for the account's own
 * verified mobile number, with the wording the choice is recorded under. A
 * number not verified yet is verified in My Profile first (an SMS code).
 */
export function WhatsAppPanel() {
  const headingId = useId();
  const inputId = `${headingId}-switch`;
  const optIn = useWhatsAppOptIn();
  const change = useChangeWhatsAppOptIn();
  const [feedback, setFeedback] = useState<Feedback>(null);

  async function toggle(optedIn: boolean) {
    setFeedback(null);
    try {
      await change.mutateAsync({ optedIn, wordingVersion: WHATSAPP_OPT_IN_WORDING.version });
      setFeedback({
        tone: 'success',
        text: `WhatsApp messages: ${optedIn ? 'turned on' : 'turned off'}.`,
      });
    } catch (error) {
      setFeedback({
        tone: 'error',
        text: getErrorMessage(error, 'Your choice could not be saved. Please try again.'),
      });
    }
  }

  let body;
  if (optIn.isPending) {
    body = (
      <div className={styles.row} aria-busy="true" data-testid="whatsapp-skeleton">
        <Skeleton width="2.75rem" height="1.5rem" />
        <Skeleton width="70%" height="2.5rem" />
      </div>
    );
  } else if (optIn.isError) {
    body = (
      <Alert
        tone="warning"
        actions={
          <Button size="sm" variant="secondary" onClick={() => void optIn.refetch()}>
            Try again
          </Button>
        }
      >
        Your WhatsApp choice could not be loaded just now.
      </Alert>
    );
  } else if (!optIn.data.mobileVerified) {
    body = (
      <p className={styles.row}>
        <span className={styles.description}>
          WhatsApp messages go only to a mobile number you have verified.{' '}
          <Link to={paths.myProfile()}>Verify your number in My Profile</Link> with an SMS code,
          then come back here to turn WhatsApp on.
        </span>
      </p>
    );
  } else {
    const number = formatPhoneDisplay(optIn.data.phone);
    body = (
      <div className={styles.row}>
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
            WhatsApp messages to {number}
          </label>
          <span id={`${inputId}-description`} className={styles.description}>
            {WHATSAPP_OPT_IN_WORDING.text}
          </span>
          <span id={`${inputId}-changed`} className={styles.changed}>
            {changedLine(optIn.data)}
          </span>
        </div>
      </div>
    );
  }

  return (
    <section className={listSection.section} aria-labelledby={headingId}>
      <div className={listSection.header}>
        <h2 id={headingId} className={listSection.heading}>
          WhatsApp
        </h2>
        <p className={listSection.hint}>Off until you turn it on, for your verified number only.</p>
      </div>
      {body}
      <p
        role="status"
        className={feedback?.tone === 'error' ? listSection.statusError : listSection.status}
      >
        {feedback?.text ?? ''}
      </p>
    </section>
  );
}
