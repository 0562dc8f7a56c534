import type {
  AdminInquiry,
  AdminInquiryReply,
  InquiryKind,
  InquiryStatus,
} from '@club/contract/inquiries';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { inquiries, inquiryReplies } from '../../db/schema/inquiries';
import { users } from '../../db/schema/users';
import {
  afterPosition,
  newestFirst,
  rowsForPage,
  type CursorPosition,
} from '../../lib/cursor-pagination';

export type InquiryRow = typeof inquiries.$inferSelect;
type InquiryReplyRow = typeof inquiryReplies.$inferSelect;
export type NewInquiryReply = typeof inquiryReplies.$inferInsert;

/** Keeps an inquiry sent from the site. */
export async function insertInquiry(
  db: Database,
  inquiry: typeof inquiries.$inferInsert,
): Promise<void> {
  await db.insert(inquiries).values(inquiry);
}

/** The name a staff member signs with, or null for no such user. */
export async function usernameOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: users.username })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.name ?? null;
}

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

export async function insertInquiryReply(db: Database, reply: NewInquiryReply): Promise<void> {
  await db.insert(inquiryReplies).values(reply);
}

/** The replies to each of the inquiries, oldest first, by inquiry id (one query for a page). */
export async function repliesOf(
  db: Database,
  inquiryIds: readonly string[],
): Promise<Map<string, AdminInquiryReply[]>> {
  const byInquiry = new Map<string, AdminInquiryReply[]>();
  if (inquiryIds.length === 0) return byInquiry;
  const rows = await db
    .select()
    .from(inquiryReplies)
    .where(inArray(inquiryReplies.inquiryId, [...inquiryIds]))
    .orderBy(asc(inquiryReplies.sentAt), asc(inquiryReplies.id));
  for (const row of rows) {
    const thread = byInquiry.get(row.inquiryId) ?? [];
    thread.push(toAdminInquiryReply(row));
    byInquiry.set(row.inquiryId, thread);
  }
  return byInquiry;
}

function toAdminInquiryReply(row: InquiryReplyRow): AdminInquiryReply {
  return {
    id: row.id,
    text: row.text,
    sentBy: row.sentByName,
    sentAt: row.sentAt.toISOString(),
  };
}

export function toAdminInquiry(
  row: InquiryRow,
  replies: readonly AdminInquiryReply[] = [],
): AdminInquiry {
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
    replies: [...replies],
  };
}
