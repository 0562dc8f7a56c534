import type { Locale } from '@club/contract/locales';
import { and, count, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { companies } from '../../db/schema/companies';
import { oneToOnes } from '../../db/schema/one-to-ones';
import { users } from '../../db/schema/users';

export type OneToOneRecord = typeof oneToOnes.$inferSelect;

/** A 1-to-1 with the names of its two companies and their owners' e-mail addresses and languages. */
export interface OneToOneRow extends OneToOneRecord {
  proposerName: string;
  proposerEmail: string;
  inviteeName: string;
  inviteeEmail: string;
  /** Each owner's language: the e-mails to them are written in it. */
  proposerLanguage: Locale;
  inviteeLanguage: Locale;
}

const proposer = alias(companies, 'proposer');
const invitee = alias(companies, 'invitee');
const proposerOwner = alias(users, 'proposer_owner');
const inviteeOwner = alias(users, 'invitee_owner');

function withParties(db: Database) {
  return db
    .select({
      record: oneToOnes,
      proposerName: proposer.name,
      proposerEmail: proposerOwner.email,
      inviteeName: invitee.name,
      inviteeEmail: inviteeOwner.email,
      proposerLanguage: proposerOwner.language,
      inviteeLanguage: inviteeOwner.language,
    })
    .from(oneToOnes)
    .innerJoin(proposer, eq(proposer.id, oneToOnes.proposerCompanyId))
    .innerJoin(proposerOwner, eq(proposerOwner.id, proposer.ownerUserId))
    .innerJoin(invitee, eq(invitee.id, oneToOnes.inviteeCompanyId))
    .innerJoin(inviteeOwner, eq(inviteeOwner.id, invitee.ownerUserId));
}

type JoinedRow = Awaited<ReturnType<ReturnType<typeof withParties>['execute']>>[number];

function flatten({ record, ...names }: JoinedRow): OneToOneRow {
  return { ...record, ...names };
}

export async function findOneToOne(db: Database, id: string): Promise<OneToOneRow | null> {
  const [row] = await withParties(db).where(eq(oneToOnes.id, id));
  return row ? flatten(row) : null;
}

/** A company's 1-to-1s from either side, newest first. */
export async function oneToOnesOf(
  db: Database,
  companyId: string,
  limit: number,
): Promise<OneToOneRow[]> {
  const rows = await withParties(db)
    .where(
      or(eq(oneToOnes.proposerCompanyId, companyId), eq(oneToOnes.inviteeCompanyId, companyId)),
    )
    .orderBy(desc(oneToOnes.createdAt), desc(oneToOnes.id))
    .limit(limit);
  return rows.map(flatten);
}

/** How many 1-to-1s a company proposed since a time. */
export async function proposalsSince(
  db: Database,
  companyId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(oneToOnes)
    .where(and(eq(oneToOnes.proposerCompanyId, companyId), gte(oneToOnes.createdAt, since)));
  return row?.n ?? 0;
}

export async function insertOneToOne(
  db: Database,
  values: typeof oneToOnes.$inferInsert,
): Promise<string> {
  const [row] = await db.insert(oneToOnes).values(values).returning({ id: oneToOnes.id });
  if (!row) throw new Error('The 1-to-1 was not stored');
  return row.id;
}

/**
 * Moves a 1-to-1 on from one of the given statuses, in one statement: of two
 * answers at once, only one finds it still in that status. Returns whether it did.
 */
export async function answerIfStatus(
  db: Database,
  id: string,
  from: readonly OneToOneRecord['status'][],
  change: Pick<OneToOneRecord, 'status' | 'answeredAt' | 'answeredByCompanyId'> & {
    acceptedSlot?: Date;
  },
): Promise<boolean> {
  const rows = await db
    .update(oneToOnes)
    .set(change)
    .where(and(eq(oneToOnes.id, id), inArray(oneToOnes.status, [...from])))
    .returning({ id: oneToOnes.id });
  return rows.length === 1;
}

/** Writes one side's log of an accepted 1-to-1 (again: the note is replaced). */
export async function writeLog(
  db: Database,
  id: string,
  side: 'proposer' | 'invitee',
  note: string,
  now: Date,
): Promise<void> {
  await db
    .update(oneToOnes)
    .set(
      side === 'proposer'
        ? {
            proposerNote: note,
            proposerLoggedAt: sql`coalesce(${oneToOnes.proposerLoggedAt}, ${now.toISOString()}::timestamptz)`,
          }
        : {
            inviteeNote: note,
            inviteeLoggedAt: sql`coalesce(${oneToOnes.inviteeLoggedAt}, ${now.toISOString()}::timestamptz)`,
          },
    )
    .where(and(eq(oneToOnes.id, id), eq(oneToOnes.status, 'accepted')));
}
