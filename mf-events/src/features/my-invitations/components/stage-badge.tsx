import { VISITOR_STAGE_LABELS, type VisitorStage } from '@club/contract/visitors';
import { stageText } from '../lib/stage';
import styles from '../my-invitations.module.css';

/** A visitor's stage as a coloured label; screen readers hear the step too. */
export function StageBadge({ stage }: { stage: VisitorStage }) {
  return (
    <span className={styles.badge} data-stage={stage} title={stageText(stage)}>
      <span aria-hidden="true">{VISITOR_STAGE_LABELS[stage]}</span>
      <span className={styles.visuallyHidden}>{stageText(stage)}</span>
    </span>
  );
}
