import { formatIndianDateTime } from '@club/contract/india-time/format';
import { AlertTriangle, CheckCircle2, XCircle } from 'lucide-react';
import type { CheckInOutcome } from '../hooks/use-check-in';
import styles from '../check-in-page.module.css';

/** The last check-in, large enough to read at arm's length, and announced to screen readers. */
export function CheckInOutcomeBanner({ outcome }: { outcome: CheckInOutcome | null }) {
  return (
    <div className={styles.outcomeSlot} role="status" aria-live="assertive" aria-atomic="true">
      {outcome === null ? (
        <p className={styles.waiting}>Scan a ticket or type its code.</p>
      ) : outcome.kind === 'refused' ? (
        <div className={styles.outcome} data-kind="refused">
          <XCircle aria-hidden="true" />
          <div>
            <p className={styles.outcomeTitle}>Not checked in</p>
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
                ? `${outcome.result.name} was already checked in`
                : `${outcome.result.name} checked in`}
            </p>
            {outcome.result.company ? <p>{outcome.result.company}</p> : null}
            {outcome.kind === 'already' ? (
              <p>Already checked in at {formatIndianDateTime(outcome.result.checkedInAt)}.</p>
            ) : null}
          </div>
        </div>
      )}
    </div>
  );
}
