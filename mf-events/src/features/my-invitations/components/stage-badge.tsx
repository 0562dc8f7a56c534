import { useContractText } from '@club/ui/contract-messages';
import { VISITOR_STAGE_LABELS, VISITOR_STAGES, type VisitorStage } from '@club/contract/visitors';
import styles from '../my-invitations.module.css';
import { useT } from '../i18n';

/** A visitor's stage as a coloured label; screen readers hear the step too. */
export function StageBadge({ stage }: { stage: VisitorStage }) {
  const t = useT();
  const translate = useContractText();
  const text = t('events.myInvitations.stage', {
    label: translate(VISITOR_STAGE_LABELS[stage]),
    step: VISITOR_STAGES.indexOf(stage) + 1,
    total: VISITOR_STAGES.length,
  });
  return (
    <span className={styles.badge} data-stage={stage} title={text}>
      <span aria-hidden="true">{translate(VISITOR_STAGE_LABELS[stage])}</span>
      <span className={styles.visuallyHidden}>{text}</span>
    </span>
  );
}
