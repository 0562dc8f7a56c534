import { formatIndianDate, indianDay } from '@club/contract/india-time';
import type {
  AdminGrievance,
  GrievanceOfficer,
  GrievanceReceipt,
  GrievanceStatus,
  grievanceBodySchema,
} from '@club/contract/privacy';
import { GRIEVANCE_ALREADY_ANSWERED, GRIEVANCE_NOT_FOUND } from '@club/contract/privacy';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import { grievanceReferenceSequence, grievances } from '../../db/schema/privacy';
import { users } from '../../db/schema/users';
import { AppError, notFound } from '../../http/app-error';
import { daysAfter } from '../../lib/calendar';
import {
  afterPosition,
  newestFirst,
  rowsForPage,
  type CursorPosition,
} from '../../lib/cursor-pagination';
import { recordAudit } from '../../platform/audit-trail/repository';
import { messageDate } from '../../platform/messages/dates';
import { translate } from '../../platform/messages/translate';
import { enqueueMessage } from '../../platform/outbox/repository';

type Grievance = z.infer<typeof grievanceBodySchema>;
/** A grievance with the name of who answered it (null while open or once their account is gone). */
type GrievanceRow = typeof grievances.$inferSelect & { answeredByName: string | null };

const grievanceWithAnswerer = { ...getTableColumns(grievances), answeredByName: users.username };

export function grievanceOfficer(ctx: AppContext): GrievanceOfficer {
  return {
    name: ctx.config.grievanceOfficerName,
    email: ctx.config.grievanceOfficerEmail,
    address: ctx.config.grievanceOfficerAddress,
    answerWithinDays: ctx.config.grievanceAnswerDays,
  };
}

/** GR-<year of filing, in India>-<six-digit number>, the number never reused. */
async function nextReference(db: Database, now: Date): Promise<string> {
  const result = (await db.execute(
    sql`select nextval(${sql.raw(`'${grievanceReferenceSequence.seqName}'`)}) as value`,
  )) as { rows: { value: string | number }[] };
  const value = Number(result.rows[0]?.value);
  return `GR-${indianDay(now).slice(0, 4)}-${String(value).padStart(6, '0')}`;
}

/**
 * Files a grievance: kept with a reference number and a due date
 * (GRIEVANCE_ANSWER_DAYS after filing), e-mailed to the Grievance Officer,
 * and acknowledged to the person, in one transaction. A filled-in honeypot is
 * a bot: it gets a receipt like anyone else, and nothing is kept or sent.
 */
export async function fileGrievance(
  ctx: AppContext,
  grievance: Grievance,
  userId: string | null,
): Promise<GrievanceReceipt> {
  const now = ctx.clock.now();
  const dueAt = daysAfter(now, ctx.config.grievanceAnswerDays);
  if (grievance.website) {
    return { reference: `GR-${indianDay(now).slice(0, 4)}-000000`, dueAt: dueAt.toISOString() };
  }
  return ctx.db.transaction(async (tx) => {
    const reference = await nextReference(tx, now);
    await tx.insert(grievances).values({
      reference,
      userId,
      name: grievance.name,
      email: grievance.email,
      subject: grievance.subject,
      message: grievance.message,
      dueAt,
      createdAt: now,
    });
    const due = formatIndianDate(dueAt);
    await enqueueMessage(tx, {
      channel: 'email',
      kind: 'grievance-filed',
      to: ctx.config.grievanceOfficerEmail,
      subject: `Grievance ${reference}: ${grievance.subject}`,
      text: [
        `Grievance ${reference}, due by ${due}`,
        '',
        `Name: ${grievance.name}`,
        `E-mail: ${grievance.email}`,
        userId ? `Filed while signed in (user ${userId})` : 'Filed by a visitor',
        '',
        grievance.message,
      ].join('\n'),
      now,
    });
    // The receipt in the language of the page the grievance was filed on.
    const language = grievance.language ?? 'en';
    const values = {
      name: grievance.name,
      subject: grievance.subject,
      reference,
      due: messageDate(language, dueAt),
    };
    await enqueueMessage(tx, {
      channel: 'email',
      kind: 'grievance-receipt',
      to: grievance.email,
      subject: translate(language, 'grievanceReceipt.subject', values),
      text: [
        translate(language, 'letter.dear', values),
        '',
        translate(language, 'grievanceReceipt.body', values),
        '',
        translate(language, 'letter.yourMessage'),
        grievance.message,
        '',
        `${ctx.config.grievanceOfficerName}, ${ctx.config.grievanceOfficerEmail}`,
      ].join('\n'),
      now,
    });
    return { reference, dueAt: dueAt.toISOString() };
  });
}

export function listGrievancesAfter(
  db: Database,
  position: CursorPosition | null,
  limit: number,
  status: GrievanceStatus | undefined,
) {
  return db
    .select(grievanceWithAnswerer)
    .from(grievances)
    .leftJoin(users, eq(users.id, grievances.answeredBy))
    .where(
      and(status ? eq(grievances.status, status) : undefined, afterPosition(grievances, position)),
    )
    .orderBy(...newestFirst(grievances))
    .limit(rowsForPage(limit));
}

export function toAdminGrievance(row: GrievanceRow): AdminGrievance {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    answeredBy: row.answeredByName,
  };
}

/**
 * An admin answers a grievance, once: the answer is kept, e-mailed to the
 * person, and the audit trail records who answered which grievance, all in one transaction.
 */
export async function answerGrievance(
  ctx: AppContext,
  adminId: string,
  id: string,
  answer: string,
): Promise<GrievanceRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(grievances)
      .where(eq(grievances.id, id))
      .for('update')
      .limit(1);
    if (!row) throw notFound(GRIEVANCE_NOT_FOUND);
    if (row.status === 'answered') throw new AppError(409, 'CONFLICT', GRIEVANCE_ALREADY_ANSWERED);
    const [updated] = await tx
      .update(grievances)
      .set({ status: 'answered', answer, answeredAt: now, answeredBy: adminId })
      .where(eq(grievances.id, id))
      .returning();
    if (!updated) throw new Error('grievance not updated');
    const [answerer] = await tx
      .select({ name: users.username })
      .from(users)
      .where(eq(users.id, adminId))
      .limit(1);
    await enqueueMessage(tx, {
      channel: 'email',
      kind: 'grievance-answer',
      to: row.email,
      subject: `Answer to your grievance ${row.reference}`,
      // The person's reply reaches the Grievance Officer's mailbox, not the site.
      replyTo: ctx.config.grievanceOfficerEmail,
      text: [
        `Dear ${row.name},`,
        '',
        `This is the answer of our Grievance Officer to your grievance ${row.reference} ("${row.subject}"):`,
        '',
        answer,
        '',
        `${ctx.config.grievanceOfficerName}, ${ctx.config.grievanceOfficerEmail}`,
      ].join('\n'),
      now,
    });
    await recordAudit(tx, {
      action: 'grievance.answer',
      actor: { userId: adminId },
      subjectId: row.id,
      subjectTitle: `Grievance ${row.reference} from ${row.name}`,
      at: now,
    });
    return { ...updated, answeredByName: answerer?.name ?? null };
  });
}
