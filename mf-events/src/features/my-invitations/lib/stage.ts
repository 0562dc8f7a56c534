import { VISITOR_STAGE_LABELS, VISITOR_STAGES, type VisitorStage } from '@club/contract/visitors';

/** "Step 3 of 5: Attended": the stage in words, for the badge and for screen readers. */
export function stageText(stage: VisitorStage): string {
  return `${VISITOR_STAGE_LABELS[stage]} (step ${VISITOR_STAGES.indexOf(stage) + 1} of ${VISITOR_STAGES.length})`;
}
