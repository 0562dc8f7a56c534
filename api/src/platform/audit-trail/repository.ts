import { and, eq, inArray } from 'drizzle-orm';
import { auditActionsOf, type AuditEntry, type AuditKind } from '@club/contract/audit';
import type { Database } from '../../db/database';
import { auditLog, type AuditAction } from '../../db/schema/audit';
import { users } from '../../db/schema/users';
import {
  afterPosition,
  newestFirst,
  rowsForPage,
  type CursorPosition,
} from '../../lib/cursor-pagination';

export type AuditRow = typeof auditLog.$inferSelect;

/** Who made a change: a signed-in user, or a source that is not a user (`ADMIN_EMAILS`). */
export type AuditActor = { userId: string } | { source: string };

/** Records an action; pass the transaction that made the change. */
export async function recordAudit(
  db: Database,
  entry: {
    action: AuditAction;
    actor: AuditActor;
    subjectId: string;
    subjectTitle: string;
    detail?: string;
    at: Date;
  },
): Promise<void> {
  let actorId: string | null = null;
  let actorEmail: string;
  if ('userId' in entry.actor) {
    actorId = entry.actor.userId;
    const [actor] = await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, actorId))
      .limit(1);
    actorEmail = actor?.email ?? '';
  } else {
    actorEmail = entry.actor.source;
  }
  await db.insert(auditLog).values({
    action: entry.action,
    actorId,
    actorEmail,
    subjectId: entry.subjectId,
    subjectTitle: entry.subjectTitle,
    detail: entry.detail ?? null,
    createdAt: entry.at,
  });
}

export interface AuditFilters {
  /** The entries of one news item, membership, inquiry... */
  subjectId?: string | undefined;
  /** The entries of one kind of action. */
  about?: AuditKind | undefined;
  /** The entries of one admin, by e-mail (lower case, as stored). */
  actorEmail?: string | undefined;
}

export function listAuditAfter(
  db: Database,
  position: CursorPosition | null,
  limit: number,
  filters: AuditFilters = {},
) {
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        filters.subjectId ? eq(auditLog.subjectId, filters.subjectId) : undefined,
        filters.about ? inArray(auditLog.action, auditActionsOf(filters.about)) : undefined,
        filters.actorEmail ? eq(auditLog.actorEmail, filters.actorEmail) : undefined,
        afterPosition(auditLog, position),
      ),
    )
    .orderBy(...newestFirst(auditLog))
    .limit(rowsForPage(limit));
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    actorEmail: row.actorEmail,
    subjectId: row.subjectId,
    subjectTitle: row.subjectTitle,
    detail: row.detail,
    createdAt: row.createdAt.toISOString(),
  };
}
