import { countOf } from '@club/contract/format/count';
import { indianDay, indianMoment } from '@club/contract/format/india-date';
import { randomUUID } from 'node:crypto';
import { NEWSLETTER_EXPORT_COLUMNS } from '@club/contract/newsletter';
import type { AppContext } from '../../app-context';
import { csvDocument } from '../../lib/csv';
import { recordAudit } from '../../platform/audit-trail/repository';
import { listConfirmed } from './repository';

export interface SubscriberExport {
  fileName: string;
  csv: string;
}

/**
 * The confirmed subscribers as CSV, for an admin. Every export is recorded in
 * the audit trail (as its own subject: an export is not about one record), in
 * the transaction that reads the addresses.
 */
export async function exportConfirmedSubscribers(
  ctx: AppContext,
  adminId: string,
): Promise<SubscriberExport> {
  const now = ctx.clock.now();
  const rows = await ctx.db.transaction(async (tx) => {
    const confirmed = await listConfirmed(tx);
    await recordAudit(tx, {
      action: 'newsletter.export',
      actor: { userId: adminId },
      subjectId: randomUUID(),
      subjectTitle: 'Confirmed newsletter subscribers',
      detail: countOf(confirmed.length, 'address', 'addresses'),
      at: now,
    });
    return confirmed;
  });
  return {
    fileName: `newsletter-subscribers-${indianDay(now)}.csv`,
    csv: csvDocument(
      NEWSLETTER_EXPORT_COLUMNS,
      rows.map((row) => [row.email, row.confirmedAt ? indianMoment(row.confirmedAt) : '']),
    ),
  };
}
