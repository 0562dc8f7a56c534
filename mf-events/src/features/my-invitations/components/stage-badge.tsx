import { VISITOR_STAGE_LABELS, VISITOR_STAGES, type VisitorStage } from '@club/contract/visitors';
import styles from '../my-invitations.module.css';
import { useT } from '../i18n';

/** A visitor's stage as a coloured label; screen readers hear the step too. */
export function StageBadge({ stage }: { stage: VisitorStage }) {
  const t = useT();
  const text = t('events.myInvitations.stage', {
    label: VISITOR_STAGE_LABELS[stage],
    step: VISITOR_STAGES.indexOf(stage) + 1,
    total: VISITOR_STAGES.length,
  });
  return (
    <span className={styles.badge} data-stage={stage} title={text}>
      <span aria-hidden="true">{VISITOR_STAGE_LABELS[stage]}</span>
      <span className={styles.visuallyHidden}>{text}</span>
    </span>
  );
}
