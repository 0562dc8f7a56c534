import {
  INQUIRY_KIND_LABELS,
  INQUIRY_STATUS_LABELS,
  type InquiryStatus,
} from '@club/contract/inquiries';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/app-error';
import { recordAudit } from '../../platform/audit/repository';
import { lockInquiry, updateInquiry, type InquiryRow } from './repository';

export interface InquiryChange {
  status?: InquiryStatus | undefined;
  notes?: string | undefined;
}

/** The timestamps a status sets: the moment of the change for its own, none for the others. */
function statusTimes(status: InquiryStatus, now: Date) {
  return {
    answeredAt: status === 'answered' ? now : null,
    closedAt: status === 'closed' ? now : null,
  };
}

/**
 * An admin changes an inquiry's status or notes. The audit entry says what
 * changed (the status from and to; that the notes changed, not what they say)
 * and is written in the same transaction; a change that changes nothing is
 * not recorded.
 */
export async function updateInquiryByAdmin(
  ctx: AppContext,
  adminId: string,
  id: string,
  change: InquiryChange,
): Promise<InquiryRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await lockInquiry(tx, id);
    if (!row) throw notFound('This inquiry does not exist.');
    const statusChanged = change.status !== undefined && change.status !== row.status;
    const notesChanged = change.notes !== undefined && change.notes !== row.notes;
    if (!statusChanged && !notesChanged) return row;

    const details: string[] = [];
    if (statusChanged && change.status) {
      details.push(
        `Status: ${INQUIRY_STATUS_LABELS[row.status]} → ${INQUIRY_STATUS_LABELS[change.status]}`,
      );
    }
    if (notesChanged) details.push(change.notes ? 'Notes edited' : 'Notes cleared');

    const updated = await updateInquiry(tx, id, {
      ...(statusChanged && change.status
        ? { status: change.status, ...statusTimes(change.status, now) }
        : {}),
      ...(notesChanged ? { notes: change.notes } : {}),
    });
    await recordAudit(tx, {
      action: 'inquiry.update',
      actor: { userId: adminId },
      subjectId: row.id,
      subjectTitle: `${INQUIRY_KIND_LABELS[row.kind]} from ${row.name}`,
      detail: details.join('; '),
      at: now,
    });
    return updated;
  });
}
