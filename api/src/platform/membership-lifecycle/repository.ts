import type { Membership } from '@club/contract/user';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { literalLimit, named, prepared } from '../../db/named-statement';
import { companies } from '../../db/schema/companies';
import {
  membershipNotices,
  memberships,
  membershipSubscriptions,
  type MembershipStatusValue,
  type SubscriptionStatus,
} from '../../db/schema/memberships';
import { membershipTypes } from '../../db/schema/reference';
import { users } from '../../db/schema/users';
import { effectiveState, isMembershipActive, type LifecycleSettings } from './lifecycle';

export type MembershipRow = typeof memberships.$inferSelect;

/** The yearly charge of a plan: its price, the GST on it and the total, in whole rupees. */
export function planCharge(plan: { price: number; gstPercent: number }) {
  const gst = Math.round((plan.price * plan.gstPercent) / 100);
  return { price: plan.price, gst, total: plan.price + gst };
}

/** Most relevant first: one with access, then the most recent. */
function byRelevance(
  a: { isActive: boolean; startsAt: Date | null; createdAt: Date },
  b: { isActive: boolean; startsAt: Date | null; createdAt: Date },
): number {
  if (a.isActive !== b.isActive) return a.isActive ? -1 : 1;
  const start = (b.startsAt?.getTime() ?? 0) - (a.startsAt?.getTime() ?? 0);
  return start !== 0 ? start : b.createdAt.getTime() - a.createdAt.getTime();
}

export async function membershipsByCompany(
  db: Database,
  companyIds: readonly string[],
  now: Date,
  settings: LifecycleSettings,
): Promise<Map<string, Membership[]>> {
  const result = new Map<string, Membership[]>(companyIds.map((id) => [id, []]));
  if (companyIds.length === 0) return result;
  // One array parameter: one statement text however many companies (see `named`).
  const rows = await named(
    'memberships_of_companies',
    db
      .select({ membership: memberships, typeName: membershipTypes.name })
      .from(memberships)
      .innerJoin(membershipTypes, eq(membershipTypes.id, memberships.membershipTypeId))
      .where(sql`${memberships.companyId} = any(${sql.param([...companyIds])}::uuid[])`)
      .orderBy(asc(memberships.createdAt)),
  ).execute();
  const lists = new Map<string, (Membership & { sortKey: MembershipRow })[]>();
  for (const { membership, typeName } of rows) {
    const list = lists.get(membership.companyId) ?? [];
    list.push({
      id: membership.id,
      isActive: isMembershipActive(membership, now, settings),
      status: effectiveState(membership, now, settings),
      membershipType: { id: membership.membershipTypeId, name: typeName },
      startsAt: membership.startsAt?.toISOString() ?? null,
      endsAt: membership.endsAt?.toISOString() ?? null,
      sortKey: membership,
    });
    lists.set(membership.companyId, list);
  }
  for (const [companyId, list] of lists) {
    list.sort((a, b) =>
      byRelevance({ ...a.sortKey, isActive: a.isActive }, { ...b.sortKey, isActive: b.isActive }),
    );
    result.set(
      companyId,
      list.map(({ sortKey: _sortKey, ...membership }) => membership),
    );
  }
  return result;
}

/** The user's first company (the oldest), as the spec's flows use it. */
export async function firstCompanyIdOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.ownerUserId, userId))
    .orderBy(asc(companies.createdAt), asc(companies.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The user's first company and whether one of its memberships gives access at
 * `now` (the lifecycle's own rule, applied to the rows), in one statement:
 * null when the user has no company.
 */
export async function firstCompanyAccess(
  db: Database,
  userId: string,
  now: Date,
  settings: LifecycleSettings,
): Promise<{ companyId: string; active: boolean } | null> {
  const values = { userId };
  const rows = await prepared(db, 'first_company_access', values, '', (slot) => {
    const first = db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.ownerUserId, slot.userId))
      .orderBy(asc(companies.createdAt), asc(companies.id))
      .limit(literalLimit(1))
      .as('first_company');
    return db
      .select({
        companyId: first.id,
        status: memberships.status,
        startsAt: memberships.startsAt,
        endsAt: memberships.endsAt,
        graceEndsAt: memberships.graceEndsAt,
      })
      .from(first)
      .leftJoin(memberships, eq(memberships.companyId, first.id));
  }).execute(values);
  const companyId = rows[0]?.companyId;
  if (!companyId) return null;
  const active = rows.some(
    (row) =>
      row.status !== null && isMembershipActive({ ...row, status: row.status }, now, settings),
  );
  return { companyId, active };
}

export async function companyHasActiveMembership(
  db: Database,
  companyId: string,
  now: Date,
  settings: LifecycleSettings,
): Promise<boolean> {
  const list = (await membershipsByCompany(db, [companyId], now, settings)).get(companyId) ?? [];
  return list.some((membership) => membership.isActive);
}

export async function firstCompanyHasActiveMembership(
  db: Database,
  userId: string,
  now: Date,
  settings: LifecycleSettings,
): Promise<boolean> {
  const companyId = await firstCompanyIdOf(db, userId);
  return companyId !== null && companyHasActiveMembership(db, companyId, now, settings);
}

/** The plan fields every membership read returns with it. */
const planColumns = {
  id: membershipTypes.id,
  name: membershipTypes.name,
  price: membershipTypes.price,
  gstPercent: membershipTypes.gstPercent,
};

/** A membership with its plan, company and owner: what the lifecycle's messages need. */
export async function findMembershipWithParties(db: Database, id: string) {
  const [row] = await db
    .select({
      membership: memberships,
      plan: planColumns,
      company: { id: companies.id, name: companies.name, ownerUserId: companies.ownerUserId },
      owner: { email: users.email, username: users.username, language: users.language },
    })
    .from(memberships)
    .innerJoin(membershipTypes, eq(membershipTypes.id, memberships.membershipTypeId))
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .innerJoin(users, eq(users.id, companies.ownerUserId))
    .where(eq(memberships.id, id));
  return row ?? null;
}
export type MembershipWithParties = NonNullable<
  Awaited<ReturnType<typeof findMembershipWithParties>>
>;

/** The same, with the membership's row locked until the transaction ends. */
export async function lockMembership(tx: Database, id: string): Promise<MembershipRow | null> {
  const [row] = await tx.select().from(memberships).where(eq(memberships.id, id)).for('update');
  return row ?? null;
}

/** Every membership of the user's first company, with its plan, for My Account. */
export async function membershipsOfFirstCompany(db: Database, userId: string) {
  const companyId = await firstCompanyIdOf(db, userId);
  if (!companyId) return [];
  return db
    .select({
      membership: memberships,
      plan: planColumns,
    })
    .from(memberships)
    .innerJoin(membershipTypes, eq(membershipTypes.id, memberships.membershipTypeId))
    .where(eq(memberships.companyId, companyId));
}

/** The most relevant of a company's memberships: the one with access, else the most recent. */
export function mostRelevant<T extends { membership: MembershipRow }>(
  rows: readonly T[],
  now: Date,
  settings: LifecycleSettings,
): T | null {
  const ranked = rows
    .map((row) => ({ row, isActive: isMembershipActive(row.membership, now, settings) }))
    .sort((a, b) =>
      byRelevance(
        { ...a.row.membership, isActive: a.isActive },
        { ...b.row.membership, isActive: b.isActive },
      ),
    );
  return ranked[0]?.row ?? null;
}

/**
 * Moves a membership on, only from one of the `from` states: the guard that
 * keeps states moving forward when two callers race (the loser changes
 * nothing and gets null).
 */
export async function moveMembership(
  tx: Database,
  id: string,
  from: readonly MembershipStatusValue[],
  set: Partial<typeof memberships.$inferInsert>,
): Promise<MembershipRow | null> {
  const [row] = await tx
    .update(memberships)
    .set(set)
    .where(and(eq(memberships.id, id), inArray(memberships.status, [...from])))
    .returning();
  return row ?? null;
}

/**
 * Records that a notice of `kind` about the term ending at `termEndsAt` is
 * being sent; false when it was sent before (by this instance or another).
 */
export async function claimNotice(
  tx: Database,
  notice: { membershipId: string; kind: string; termEndsAt: Date; now: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(membershipNotices)
    .values({
      membershipId: notice.membershipId,
      kind: notice.kind,
      termEndsAt: notice.termEndsAt,
      sentAt: notice.now,
    })
    .onConflictDoNothing()
    .returning({ kind: membershipNotices.kind });
  return rows.length === 1;
}

export type SubscriptionRow = typeof membershipSubscriptions.$inferSelect;

/** The membership's subscription that can still charge (active or halted), if any. */
export async function liveSubscriptionOf(
  db: Database,
  membershipId: string,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(membershipSubscriptions)
    .where(
      and(
        eq(membershipSubscriptions.membershipId, membershipId),
        inArray(membershipSubscriptions.status, ['active', 'halted']),
      ),
    );
  return row ?? null;
}

export async function findSubscription(db: Database, id: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(membershipSubscriptions)
    .where(eq(membershipSubscriptions.id, id));
  return row ?? null;
}

/** Moves a subscription on, only from one of the `from` states. */
export async function moveSubscription(
  db: Database,
  id: string,
  from: readonly SubscriptionStatus[],
  set: Partial<typeof membershipSubscriptions.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(membershipSubscriptions)
    .set(set)
    .where(
      and(eq(membershipSubscriptions.id, id), inArray(membershipSubscriptions.status, [...from])),
    )
    .returning({ id: membershipSubscriptions.id });
  return rows.length === 1;
}

/**
 * The membership no longer wants its subscription's charges: it is marked for
 * the background job to cancel with the provider (in the caller's transaction).
 */
export async function requestSubscriptionCancel(
  tx: Database,
  membershipId: string,
  now: Date,
): Promise<void> {
  await tx
    .update(membershipSubscriptions)
    .set({ status: 'cancel_requested', cancelledAt: now })
    .where(
      and(
        eq(membershipSubscriptions.membershipId, membershipId),
        inArray(membershipSubscriptions.status, ['active', 'halted']),
      ),
    );
}

/** Whether the company has a membership of the plan with access now (by state and dates). */
export async function companyHasActivePlan(
  db: Database,
  companyId: string,
  membershipTypeId: number,
  now: Date,
  settings: LifecycleSettings,
): Promise<MembershipRow | null> {
  const rows = await db
    .select()
    .from(memberships)
    .where(
      and(
        eq(memberships.companyId, companyId),
        eq(memberships.membershipTypeId, membershipTypeId),
        sql`${memberships.status} in ('active', 'renewal_due', 'cancelled')`,
      ),
    );
  return rows.find((row) => isMembershipActive(row, now, settings)) ?? null;
}

/**
 * The same rule as `isMembershipActive`, as a SQL condition on `memberships`
 * (for queries over many members, such as lead alerts).
 */
export function hasAccessAt(now: Date, settings: LifecycleSettings) {
  const at = now.toISOString();
  const grace = `${String(settings.graceDays)} days`;
  return sql`(
    (${memberships.status} in ('active', 'cancelled')
      and (${memberships.endsAt} is null or ${memberships.endsAt} > ${at}::timestamptz))
    or (${memberships.status} in ('active', 'renewal_due')
      and coalesce(${memberships.graceEndsAt}, ${memberships.endsAt} + ${grace}::interval) > ${at}::timestamptz)
  )`;
}

/** `Narmada Valves Pvt Ltd · Producers` for each membership id (development tools). */
export async function membershipLabels(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const uuids = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (uuids.length === 0) return new Map();
  const rows = await db
    .select({ id: memberships.id, company: companies.name, plan: membershipTypes.name })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .innerJoin(membershipTypes, eq(membershipTypes.id, memberships.membershipTypeId))
    .where(inArray(memberships.id, uuids));
  return new Map(rows.map((row) => [row.id, `${row.company} · ${row.plan}`]));
}

/**
 * `effectiveState` as a SQL expression on `memberships` (for lists and counts
 * over many members), with a due renewal whose charge failed told apart as
 * `grace`. It must give the same answer as `effectiveState` for every row.
 */
export function effectiveStateSql(now: Date, settings: LifecycleSettings) {
  const at = now.toISOString();
  const grace = `${String(settings.graceDays)} days`;
  return sql<string>`(case
    when ${memberships.status} = 'active'
      and (${memberships.endsAt} is null or ${memberships.endsAt} > ${at}::timestamptz) then 'active'
    when ${memberships.status} in ('active', 'renewal_due') then
      case
        when coalesce(${memberships.graceEndsAt}, ${memberships.endsAt} + ${grace}::interval) <= ${at}::timestamptz then 'lapsed'
        when ${memberships.graceEndsAt} is not null then 'grace'
        else 'renewal_due'
      end
    when ${memberships.status} = 'cancelled' then
      case when ${memberships.endsAt} is not null and ${memberships.endsAt} <= ${at}::timestamptz
        then 'ended' else 'cancelled' end
    else ${memberships.status}
  end)`;
}

export type PlanRow = typeof membershipTypes.$inferSelect;

export async function findPlan(db: Database, id: number | null): Promise<PlanRow | null> {
  if (id === null) return null;
  const [row] = await db.select().from(membershipTypes).where(eq(membershipTypes.id, id));
  return row ?? null;
}

/** Every plan, cheapest first (three rows). */
export async function allPlans(db: Database): Promise<PlanRow[]> {
  return db
    .select()
    .from(membershipTypes)
    .orderBy(asc(membershipTypes.price), asc(membershipTypes.id));
}

/**
 * The company's membership with access now (a running term, or a renewal due
 * in its grace period), with its plan: the one a plan change applies to.
 */
export async function membershipWithAccessOf(
  db: Database,
  companyId: string,
  now: Date,
  settings: LifecycleSettings,
): Promise<{ membership: MembershipRow; plan: PlanRow } | null> {
  const rows = await db
    .select({ membership: memberships, plan: membershipTypes })
    .from(memberships)
    .innerJoin(membershipTypes, eq(membershipTypes.id, memberships.membershipTypeId))
    .where(
      and(
        eq(memberships.companyId, companyId),
        sql`${memberships.status} in ('active', 'renewal_due', 'cancelled')`,
      ),
    );
  const withAccess = rows.filter((row) => isMembershipActive(row.membership, now, settings));
  return mostRelevant(withAccess, now, settings);
}
