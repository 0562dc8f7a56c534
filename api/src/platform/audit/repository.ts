import { and, eq, like } from 'drizzle-orm';
import type { AuditEntry } from '@club/contract/news';
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

export function listAuditAfter(
  db: Database,
  position: CursorPosition | null,
  limit: number,
  subjectId: string | undefined,
  about?: 'news' | 'membership' | 'role',
) {
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        subjectId ? eq(auditLog.subjectId, subjectId) : undefined,
        about ? like(auditLog.action, `${about}.%`) : undefined,
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
