import { formatIndianDateTime } from '@club/contract/india-time/format';
import { AlertTriangle, CheckCircle2, XCircle } from 'lucide-react';
import type { CheckInOutcome } from '../hooks/use-check-in';
import styles from '../check-in-page.module.css';
import { useT } from '../i18n';

/** The last check-in, large enough to read at arm's length, and announced to screen readers. */
export function CheckInOutcomeBanner({ outcome }: { outcome: CheckInOutcome | null }) {
  const t = useT();
  return (
    <div className={styles.outcomeSlot} role="status" aria-live="assertive" aria-atomic="true">
      {outcome === null ? (
        <p className={styles.waiting}>{t('events.checkIn.waiting')}</p>
      ) : outcome.kind === 'refused' ? (
        <div className={styles.outcome} data-kind="refused">
          <XCircle aria-hidden="true" />
          <div>
            <p className={styles.outcomeTitle}>{t('events.checkIn.refused')}</p>
            <p>{outcome.message}</p>
          </div>
        </div>
      ) : (
        <div className={styles.outcome} data-kind={outcome.kind}>
          {outcome.kind === 'already' ? (
            <AlertTriangle aria-hidden="true" />
          ) : (
            <CheckCircle2 aria-hidden="true" />
          )}
          <div>
            <p className={styles.outcomeTitle}>
              {outcome.kind === 'already'
                ? t('events.checkIn.already', { name: outcome.result.name })
                : t('events.checkIn.done', { name: outcome.result.name })}
            </p>
            {outcome.result.company ? <p>{outcome.result.company}</p> : null}
            {outcome.kind === 'already' ? (
              <p>
                {t('events.checkIn.alreadyAt', {
                  time: formatIndianDateTime(outcome.result.checkedInAt),
                })}
              </p>
            ) : null}
          </div>
        </div>
      )}
    </div>
  );
}
