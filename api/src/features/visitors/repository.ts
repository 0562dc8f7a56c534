import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { chapterMembers, chapters, meetings } from '../../db/schema/events';
import { users } from '../../db/schema/users';
import { visitorInvitations } from '../../db/schema/visitors';

export type InvitationRecord = typeof visitorInvitations.$inferSelect;

/** An invitation with its meeting, its chapter, who invited and whether the guest joined. */
export interface InvitationRow extends InvitationRecord {
  meetingStartsAt: Date;
  meetingEndsAt: Date;
  meetingStatus: 'scheduled' | 'cancelled';
  venue: string;
  address: string;
  chapterId: string;
  chapterName: string;
  city: string;
  inviterName: string;
  /** When the guest's own account was created, if it was after this, their first invitation. */
  accountCreatedAt: Date | null;
  /** When that account's company first held a paid membership. */
  joinedAt: Date | null;
}

/**
 * The guest's account, when they registered their business with the invited
 * address after the invitation: only the first invitation of an address is
 * linked, so one new member is credited to the member who invited them first.
 * A withdrawn invitation is never linked (decision 0038).
 */
const linkedAccount = sql`(
  select u.id from users u
  where lower(u.email) = ${visitorInvitations.email}
    and u.email_verified_at is not null
    and u.created_at >= ${visitorInvitations.createdAt}
    and ${visitorInvitations.withdrawnAt} is null
    and not exists (
      select 1 from visitor_invitations earlier
      where earlier.email = ${visitorInvitations.email}
        and earlier.withdrawn_at is null
        and (earlier.created_at, earlier.id) < (${visitorInvitations.createdAt}, ${visitorInvitations.id})
    )
  limit 1
)`;

const accountCreatedAt = sql<Date | null>`(select u.created_at from users u where u.id = ${linkedAccount})`;

/** A paid membership of the linked account's company: any that left 'pending' (it was paid for). */
const joinedAt = sql<Date | null>`(
  select min(coalesce(m.starts_at, m.created_at)) from memberships m
  join companies c on c.id = m.company_id
  where c.owner_user_id = ${linkedAccount} and m.status <> 'pending'
)`;

function select(db: Database) {
  return db
    .select({
      record: visitorInvitations,
      meetingStartsAt: meetings.startsAt,
      meetingEndsAt: meetings.endsAt,
      meetingStatus: meetings.status,
      venue: meetings.venue,
      address: meetings.address,
      chapterId: chapters.id,
      chapterName: chapters.name,
      city: chapters.city,
      inviterName: users.username,
      accountCreatedAt: accountCreatedAt.mapWith((value: string | null) =>
        value === null ? null : new Date(value),
      ),
      joinedAt: joinedAt.mapWith((value: string | null) =>
        value === null ? null : new Date(value),
      ),
    })
    .from(visitorInvitations)
    .innerJoin(meetings, eq(meetings.id, visitorInvitations.meetingId))
    .innerJoin(chapters, eq(chapters.id, meetings.chapterId))
    .innerJoin(users, eq(users.id, visitorInvitations.invitedByUserId));
}

type Joined = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

function flatten({ record, ...rest }: Joined): InvitationRow {
  return { ...record, ...rest, meetingStatus: rest.meetingStatus };
}

async function where(db: Database, condition: SQL | undefined, limit = 1000) {
  const rows = await select(db)
    .where(condition)
    .orderBy(desc(visitorInvitations.createdAt), desc(visitorInvitations.id))
    .limit(limit);
  return rows.map(flatten);
}

export async function findInvitation(db: Database, id: string): Promise<InvitationRow | null> {
  const [row] = await where(db, eq(visitorInvitations.id, id));
  return row ?? null;
}

export async function invitationByTokenHash(
  db: Database,
  tokenHash: string,
): Promise<InvitationRow | null> {
  const [row] = await where(db, eq(visitorInvitations.tokenHash, tokenHash));
  return row ?? null;
}

export async function invitationsBy(db: Database, userId: string, limit: number) {
  return where(db, eq(visitorInvitations.invitedByUserId, userId), limit);
}

/** Every invitation, for the staff's pipeline (newest first). */
export async function allInvitations(db: Database) {
  return where(db, undefined, 5000);
}

export async function invitationsSince(db: Database, userId: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(visitorInvitations)
    .where(
      and(eq(visitorInvitations.invitedByUserId, userId), gte(visitorInvitations.createdAt, since)),
    );
  return row?.n ?? 0;
}

export async function insertInvitation(
  db: Database,
  values: typeof visitorInvitations.$inferInsert,
): Promise<string> {
  const [row] = await db
    .insert(visitorInvitations)
    .values(values)
    .returning({ id: visitorInvitations.id });
  if (!row) throw new Error('The invitation was not stored');
  return row.id;
}

/**
 * Registers the guest, in one statement: of two registrations with the same
 * link at once, only one finds it unused. Returns whether it did.
 */
export async function registerIfUnused(
  db: Database,
  id: string,
  values: Pick<
    InvitationRecord,
    | 'name'
    | 'email'
    | 'mobile'
    | 'businessName'
    | 'registeredAt'
    | 'privacyNoticeVersion'
    | 'emailsConsent'
    | 'emailsConsentVersion'
    | 'ticketCode'
  >,
): Promise<boolean> {
  const rows = await db
    .update(visitorInvitations)
    .set(values)
    .where(
      and(
        eq(visitorInvitations.id, id),
        isNull(visitorInvitations.registeredAt),
        isNull(visitorInvitations.withdrawnAt),
      ),
    )
    .returning({ id: visitorInvitations.id });
  return rows.length === 1;
}

/**
 * Withdraws one of the member's invitations, in one statement: of a withdrawal
 * and a registration at once, only one finds it open. Returns whether it did.
 */
export async function withdrawIfUnregistered(
  db: Database,
  id: string,
  invitedByUserId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(visitorInvitations)
    .set({ withdrawnAt: now })
    .where(
      and(
        eq(visitorInvitations.id, id),
        eq(visitorInvitations.invitedByUserId, invitedByUserId),
        isNull(visitorInvitations.registeredAt),
        isNull(visitorInvitations.withdrawnAt),
      ),
    )
    .returning({ id: visitorInvitations.id });
  return rows.length === 1;
}

/**
 * Records the withdrawal of the e-mail consent, once: a second press keeps the
 * first time. Returns that time and whether this call set it, or null for an
 * unknown invitation. Of two presses at once, only one finds the time unset.
 */
export async function withdrawEmailsConsent(
  db: Database,
  id: string,
  now: Date,
): Promise<{ at: Date; first: boolean } | null> {
  const [set] = await db
    .update(visitorInvitations)
    .set({ emailsConsentWithdrawnAt: now })
    .where(and(eq(visitorInvitations.id, id), isNull(visitorInvitations.emailsConsentWithdrawnAt)))
    .returning({ at: visitorInvitations.emailsConsentWithdrawnAt });
  if (set?.at) return { at: set.at, first: true };
  const [kept] = await db
    .select({ at: visitorInvitations.emailsConsentWithdrawnAt })
    .from(visitorInvitations)
    .where(eq(visitorInvitations.id, id));
  return kept?.at ? { at: kept.at, first: false } : null;
}

export async function chapterOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ chapterId: chapterMembers.chapterId })
    .from(chapterMembers)
    .where(eq(chapterMembers.userId, userId));
  return row?.chapterId ?? null;
}

export async function meetingFacts(db: Database, meetingId: string) {
  const [row] = await db
    .select({
      id: meetings.id,
      chapterId: meetings.chapterId,
      startsAt: meetings.startsAt,
      endsAt: meetings.endsAt,
      status: meetings.status,
    })
    .from(meetings)
    .where(eq(meetings.id, meetingId));
  return row ?? null;
}

/** Registered visitors who said yes to e-mails (and did not withdraw it), whose reminder has not gone, of meetings ahead. */
export async function remindable(db: Database, now: Date) {
  return db
    .select({ id: visitorInvitations.id, startsAt: meetings.startsAt })
    .from(visitorInvitations)
    .innerJoin(meetings, eq(meetings.id, visitorInvitations.meetingId))
    .where(
      and(
        isNotNull(visitorInvitations.registeredAt),
        eq(visitorInvitations.emailsConsent, true),
        isNull(visitorInvitations.emailsConsentWithdrawnAt),
        isNull(visitorInvitations.reminderSentAt),
        eq(meetings.status, 'scheduled'),
        gte(meetings.startsAt, now),
      ),
    )
    .orderBy(asc(meetings.startsAt));
}

/** Registered visitors who said yes to e-mails (still), not yet followed up, of meetings that ended. */
export async function toFollowUp(db: Database, now: Date) {
  return db
    .select({ id: visitorInvitations.id })
    .from(visitorInvitations)
    .innerJoin(meetings, eq(meetings.id, visitorInvitations.meetingId))
    .where(
      and(
        isNotNull(visitorInvitations.registeredAt),
        eq(visitorInvitations.emailsConsent, true),
        isNull(visitorInvitations.emailsConsentWithdrawnAt),
        isNull(visitorInvitations.followUpSentAt),
        eq(meetings.status, 'scheduled'),
        lt(meetings.endsAt, now),
      ),
    );
}

/** Claims the reminder of one visitor; false when another run claimed it first or consent was withdrawn. */
export async function claimReminder(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(visitorInvitations)
    .set({ reminderSentAt: now })
    .where(
      and(
        eq(visitorInvitations.id, id),
        isNull(visitorInvitations.reminderSentAt),
        isNull(visitorInvitations.emailsConsentWithdrawnAt),
      ),
    )
    .returning({ id: visitorInvitations.id });
  return rows.length === 1;
}

/** Claims the after-meeting e-mail of one visitor; false when claimed already or consent was withdrawn. */
export async function claimFollowUp(
  db: Database,
  id: string,
  kind: 'thank-you' | 'missed-you',
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(visitorInvitations)
    .set({ followUpSentAt: now, followUpKind: kind })
    .where(
      and(
        eq(visitorInvitations.id, id),
        isNull(visitorInvitations.followUpSentAt),
        isNull(visitorInvitations.emailsConsentWithdrawnAt),
      ),
    )
    .returning({ id: visitorInvitations.id });
  return rows.length === 1;
}
