import type { AdminInquiry, InquiryKind, InquiryStatus } from '@club/contract/inquiries';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { inquiries } from '../../db/schema/inquiries';
import {
  afterPosition,
  newestFirst,
  rowsForPage,
  type CursorPosition,
} from '../../lib/cursor-pagination';

export type InquiryRow = typeof inquiries.$inferSelect;

export interface InquiryFilters {
  status?: InquiryStatus | undefined;
  kind?: InquiryKind | undefined;
}

/** A page of inquiries after the position, newest first. */
export function listInquiriesAfter(
  db: Database,
  position: CursorPosition | null,
  limit: number,
  filters: InquiryFilters,
) {
  return db
    .select()
    .from(inquiries)
    .where(
      and(
        filters.status ? eq(inquiries.status, filters.status) : undefined,
        filters.kind ? eq(inquiries.kind, filters.kind) : undefined,
        afterPosition(inquiries, position),
      ),
    )
    .orderBy(...newestFirst(inquiries))
    .limit(rowsForPage(limit));
}

export async function countInquiries(db: Database, status: InquiryStatus): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(inquiries)
    .where(eq(inquiries.status, status));
  return row?.total ?? 0;
}

/** One inquiry, locked for the rest of the transaction (two admins at once change it in turn). */
export async function lockInquiry(db: Database, id: string): Promise<InquiryRow | null> {
  const [row] = await db
    .select()
    .from(inquiries)
    .where(eq(inquiries.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function updateInquiry(
  db: Database,
  id: string,
  values: Partial<Pick<InquiryRow, 'status' | 'notes' | 'answeredAt' | 'closedAt'>>,
): Promise<InquiryRow> {
  const [row] = await db.update(inquiries).set(values).where(eq(inquiries.id, id)).returning();
  if (!row) throw new Error('inquiry not updated');
  return row;
}

export function toAdminInquiry(row: InquiryRow): AdminInquiry {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    name: row.name,
    email: row.email,
    phone: row.phone,
    companyName: row.companyName,
    category: row.category,
    subject: row.subject,
    message: row.message,
    page: row.page,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}
