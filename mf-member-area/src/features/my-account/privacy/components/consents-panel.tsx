import { useContractText } from '@club/ui/contract-messages';
import { CONSENT_CHOICES_ANCHOR, CONSENT_LABELS, type ConsentKind } from '@club/contract/privacy';
import { Alert } from '@club/ui/alert';
import { Button } from '@club/ui/button';
import { Skeleton } from '@club/ui/skeleton';
import { useEffect, useId, useRef, useState } from 'react';
import { useChangeConsent, useConsents } from '../hooks/use-consents';
import { changedLine, type Feedback } from './feedback';
import { WhatsAppRow } from './whatsapp-panel';
import { useT } from '../../i18n';
import styles from './consents-panel.module.css';
import listSection from '../../components/list-section.module.css';

/**
 * The optional consents, each a switch that saves at once: turning one off is
 * one click, as turning it on was. Every change is kept with the notice's version.
 * The WhatsApp opt-in is the list's last row, with its own wording.
 */
export function ConsentsPanel() {
  const t = useT();
  const translate = useContractText();
  const headingId = useId();
  const consents = useConsents();
  const change = useChangeConsent();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const loaded = consents.isSuccess;

  // A link to the switches (the welcome checklist's) brings them into view once they are drawn.
  useEffect(() => {
    if (loaded && window.location.hash === `#${CONSENT_CHOICES_ANCHOR}`) {
      sectionRef.current?.scrollIntoView({ block: 'start' });
    }
  }, [loaded]);

  async function toggle(kind: ConsentKind, granted: boolean) {
    setFeedback(null);
    try {
      await change.mutateAsync({ [kind]: granted });
      setFeedback({
        tone: 'success',
        text: t(
          granted
            ? 'member.account.privacy.consents.turnedOn'
            : 'member.account.privacy.consents.turnedOff',
          { label: translate(CONSENT_LABELS[kind].label) },
        ),
      });
    } catch {
      setFeedback({ tone: 'error', text: t('member.account.privacy.consents.saveFailed') });
    }
  }

  let body;
  if (consents.isPending) {
    body = (
      <div className={listSection.list} aria-busy="true" data-testid="consents-skeleton">
        {[0, 1, 2].map((key) => (
          <div key={key} className={styles.row}>
            <Skeleton width="2.75rem" height="1.5rem" />
            <Skeleton width="70%" height="2.5rem" />
          </div>
        ))}
      </div>
    );
  } else if (consents.isError) {
    body = (
      <Alert
        tone="warning"
        actions={
          <Button size="sm" variant="secondary" onClick={() => void consents.refetch()}>
            {t('member.account.privacy.consents.tryAgain')}
          </Button>
        }
      >
        {t('member.account.privacy.consents.loadFailed')}
      </Alert>
    );
  } else {
    body = (
      <ul className={listSection.list} role="list" aria-labelledby={headingId}>
        {consents.data.map((consent) => {
          const inputId = `${headingId}-${consent.kind}`;
          const saving = change.isPending && consent.kind in (change.variables ?? {});
          return (
            <li key={consent.kind} className={styles.row}>
              <input
                id={inputId}
                type="checkbox"
                role="switch"
                className={styles.switch}
                checked={consent.granted}
                disabled={saving}
                aria-describedby={`${inputId}-description ${inputId}-changed`}
                onChange={(event) => void toggle(consent.kind, event.target.checked)}
              />
              <div className={styles.text}>
                <label htmlFor={inputId} className={styles.label}>
                  {translate(CONSENT_LABELS[consent.kind].label)}
                </label>
                <span id={`${inputId}-description`} className={styles.description}>
                  {translate(CONSENT_LABELS[consent.kind].description)}
                </span>
                <span id={`${inputId}-changed`} className={styles.changed}>
                  {changedLine(consent.granted, consent.changedAt, t)}
                </span>
              </div>
            </li>
          );
        })}
        <WhatsAppRow onFeedback={setFeedback} />
      </ul>
    );
  }

  return (
    <section
      ref={sectionRef}
      id={CONSENT_CHOICES_ANCHOR}
      className={`${listSection.section} ${styles.anchored}`}
      aria-labelledby={headingId}
    >
      <div className={listSection.header}>
        <h2 id={headingId} className={listSection.heading}>
          {t('member.account.privacy.consents.heading')}
        </h2>
        <p className={listSection.hint}>{t('member.account.privacy.consents.hint')}</p>
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
