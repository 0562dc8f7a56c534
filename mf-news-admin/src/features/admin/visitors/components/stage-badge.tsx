import { VISITOR_STAGE_LABELS, VISITOR_STAGES, type VisitorStage } from '@club/contract/visitors';
import styles from '../admin-visitors-page.module.css';

/** A visitor's stage as a coloured label, with its step for screen readers. */
export function StageBadge({ stage }: { stage: VisitorStage }) {
  const step = `step ${VISITOR_STAGES.indexOf(stage) + 1} of ${VISITOR_STAGES.length}`;
  return (
    <span className={styles.badge} data-stage={stage}>
      {VISITOR_STAGE_LABELS[stage]}
      <span className={styles.visuallyHidden}> ({step})</span>
    </span>
  );
}

/** An invitation the member withdrew before the guest registered: counted in no step. */
export function WithdrawnBadge() {
  return (
    <span className={styles.badge} data-stage="withdrawn">
      Withdrawn
      <span className={styles.visuallyHidden}> (not counted in the steps)</span>
    </span>
  );
}
