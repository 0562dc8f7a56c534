import type { AdminMemberFilters } from '@club/contract/admin-members';
import { and, count, desc, eq, gte, ilike, lt, sql, sum, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { companies, companyProfiles } from '../../db/schema/companies';
import { inquiries } from '../../db/schema/inquiries';
import { leads } from '../../db/schema/leads';
import { memberships } from '../../db/schema/memberships';
import { invoices, paymentTransactions } from '../../db/schema/payments';
import { categories, membershipTypes, states, subcategories } from '../../db/schema/reference';
import { roles, userRoles, users } from '../../db/schema/users';
import { containsPattern } from '../../lib/contains-pattern';
import {
  afterPosition,
  newestFirst,
  rowsForPage,
  type CursorPosition,
} from '../../lib/cursor-pagination';
import type { LifecycleSettings } from '../../platform/membership-lifecycle/lifecycle';
import { effectiveStateSql, hasAccessAt } from '../../platform/membership-lifecycle/repository';

/** Where the lifecycle stands for a query: its settings and the time. */
export interface LifecycleAt {
  now: Date;
  settings: LifecycleSettings;
}

/** The end of the "renewal due soon" window. */
function renewalWindowEnd(at: LifecycleAt, days: number): string {
  return new Date(at.now.getTime() + days * 24 * 60 * 60 * 1000).toISOString();
}

/**
 * Each company's current membership (the one with access, else the latest),
 * as a lateral subquery: one index lookup per company (`memberships_company_idx`).
 */
function currentMembership(db: Database, at: LifecycleAt) {
  return db
    .select({
      membershipId: sql<string>`${memberships.id}`.as('current_membership_id'),
      state: effectiveStateSql(at.now, at.settings).as('current_state'),
      status: sql<string>`${memberships.status}`.as('current_status'),
      startsAt: sql<Date | null>`${memberships.startsAt}`.as('current_starts_at'),
      endsAt: sql<Date | null>`${memberships.endsAt}`.as('current_ends_at'),
      hasAccess: sql<boolean>`${hasAccessAt(at.now, at.settings)}`.as('current_has_access'),
      planId: sql<number>`${membershipTypes.id}`.as('current_plan_id'),
      planName: sql<string>`${membershipTypes.name}`.as('current_plan_name'),
      planTier: sql<string>`${membershipTypes.tier}`.as('current_plan_tier'),
    })
    .from(memberships)
    .innerJoin(membershipTypes, eq(membershipTypes.id, memberships.membershipTypeId))
    .where(eq(memberships.companyId, companies.id))
    .orderBy(
      desc(hasAccessAt(at.now, at.settings)),
      sql`${memberships.startsAt} desc nulls last`,
      desc(memberships.createdAt),
    )
    .limit(1)
    .as('current');
}

/** Each company's last paid payment, as a lateral subquery (`payment_transactions_company_idx`). */
function lastPayment(db: Database) {
  return db
    .select({
      paidAt: sql<Date | null>`${paymentTransactions.paidAt}`.as('last_paid_at'),
      total: sql<number | null>`${paymentTransactions.total}`.as('last_total'),
    })
    .from(paymentTransactions)
    .where(
      and(eq(paymentTransactions.companyId, companies.id), eq(paymentTransactions.status, 'paid')),
    )
    .orderBy(sql`${paymentTransactions.paidAt} desc nulls last`)
    .limit(1)
    .as('last_payment');
}

/**
 * A company that registered and never paid: no paid payment, and no
 * membership that ever started (one granted without a payment, as the demo
 * data's, counts as paid).
 */
function neverPaid(): SQL {
  return sql`not exists (select 1 from ${paymentTransactions} where ${paymentTransactions.companyId} = ${companies.id} and ${paymentTransactions.status} = 'paid')
    and not exists (select 1 from ${memberships} where ${memberships.companyId} = ${companies.id} and ${memberships.status} <> 'pending')`;
}

function filterConditions(
  filters: AdminMemberFilters,
  current: ReturnType<typeof currentMembership>,
  at: LifecycleAt,
  windowDays: number,
): SQL[] {
  const conditions: SQL[] = [];
  const q = filters.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    conditions.push(
      sql`(${ilike(companies.name, pattern)} or ${ilike(users.username, pattern)} or ${ilike(users.email, pattern)})`,
    );
  }
  if (filters.city) conditions.push(sql`lower(${companies.city}) = lower(${filters.city})`);
  if (filters.planId !== undefined) conditions.push(sql`${current.planId} = ${filters.planId}`);
  if (filters.state === 'none') conditions.push(sql`${current.membershipId} is null`);
  else if (filters.state === 'never-paid') {
    conditions.push(neverPaid());
  } else if (filters.state) conditions.push(sql`${current.state} = ${filters.state}`);
  if (filters.renewalDue) {
    conditions.push(
      sql`${current.hasAccess} and ${current.endsAt} > ${at.now.toISOString()}::timestamptz and ${current.endsAt} <= ${renewalWindowEnd(at, windowDays)}::timestamptz`,
    );
  }
  return conditions;
}

/**
 * The members list: companies newest first, each with its owner, current
 * membership and last payment, in one statement (a page costs one query
 * whatever its length).
 */
export function membersQuery(
  db: Database,
  filters: AdminMemberFilters,
  at: LifecycleAt,
  windowDays: number,
) {
  const current = currentMembership(db, at);
  const payment = lastPayment(db);
  const query = db
    .select({
      id: companies.id,
      createdAt: companies.createdAt,
      name: companies.name,
      city: companies.city,
      stateName: states.name,
      ownerId: users.id,
      ownerName: users.username,
      ownerEmail: users.email,
      membershipId: current.membershipId,
      state: current.state,
      status: current.status,
      startsAt: current.startsAt,
      endsAt: current.endsAt,
      planId: current.planId,
      planName: current.planName,
      planTier: current.planTier,
      lastPaidAt: payment.paidAt,
      lastTotal: payment.total,
    })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.ownerUserId))
    .leftJoin(states, eq(states.id, companies.stateId))
    .leftJoinLateral(current, sql`true`)
    .leftJoinLateral(payment, sql`true`);
  return { query, conditions: filterConditions(filters, current, at, windowDays) };
}

export type MemberRow = Awaited<ReturnType<typeof listMembersAfter>>[number];

export function listMembersAfter(
  db: Database,
  filters: AdminMemberFilters,
  at: LifecycleAt,
  windowDays: number,
  position: CursorPosition | null,
  limit: number,
) {
  const { query, conditions } = membersQuery(db, filters, at, windowDays);
  return query
    .where(and(...conditions, afterPosition(companies, position)))
    .orderBy(...newestFirst(companies))
    .limit(rowsForPage(limit));
}

/** Every member the filters select, newest first (the CSV export: one statement). */
export function listAllMembers(
  db: Database,
  filters: AdminMemberFilters,
  at: LifecycleAt,
  windowDays: number,
) {
  const { query, conditions } = membersQuery(db, filters, at, windowDays);
  return query.where(and(...conditions)).orderBy(...newestFirst(companies));
}

/** Companies by the state of their current membership (those with none are left out). */
export async function countMembersByState(
  db: Database,
  at: LifecycleAt,
): Promise<Map<string, number>> {
  const current = currentMembership(db, at);
  const rows = await db
    .select({ state: current.state, total: count() })
    .from(companies)
    .innerJoinLateral(current, sql`true`)
    .groupBy(current.state);
  return new Map(rows.map((row) => [row.state, row.total]));
}

export async function countRenewalsDueSoon(
  db: Database,
  at: LifecycleAt,
  windowDays: number,
): Promise<number> {
  const current = currentMembership(db, at);
  const [row] = await db
    .select({ total: count() })
    .from(companies)
    .innerJoinLateral(current, sql`true`)
    .where(
      sql`${current.hasAccess} and ${current.endsAt} > ${at.now.toISOString()}::timestamptz and ${current.endsAt} <= ${renewalWindowEnd(at, windowDays)}::timestamptz`,
    );
  return row?.total ?? 0;
}

/** Invoices issued in [from, to): how many, and their taxable value, GST and total. */
export async function invoiceTotals(db: Database, from: Date, to: Date) {
  const [row] = await db
    .select({
      payments: count(),
      taxableValue: sum(invoices.taxableValue).mapWith(Number),
      gst: sum(invoices.tax).mapWith(Number),
      total: sum(invoices.total).mapWith(Number),
    })
    .from(invoices)
    .where(and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, to)));
  return {
    payments: row?.payments ?? 0,
    taxableValue: row?.taxableValue ?? 0,
    gst: row?.gst ?? 0,
    total: row?.total ?? 0,
  };
}

export async function countNeverPaid(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(companies).where(neverPaid());
  return row?.total ?? 0;
}

export async function countLeadsSince(db: Database, from: Date): Promise<number> {
  const [row] = await db.select({ total: count() }).from(leads).where(gte(leads.createdAt, from));
  return row?.total ?? 0;
}

/** Inquiries nobody has answered or closed yet (the status index counts them). */
export async function countNewInquiries(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(inquiries)
    .where(eq(inquiries.status, 'new'));
  return row?.total ?? 0;
}

/** A company with its owner and reference names. */
export async function findCompany(db: Database, id: string) {
  const [row] = await db
    .select({
      company: companies,
      category: categories.name,
      subcategory: subcategories.name,
      stateName: states.name,
      owner: users,
      profile: {
        ownerName: companyProfiles.ownerName,
        primaryEmail: companyProfiles.primaryEmail,
        primaryPhone: companyProfiles.primaryPhone,
        website: companyProfiles.website,
        brief: companyProfiles.brief,
        companyId: companyProfiles.companyId,
      },
    })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.ownerUserId))
    .innerJoin(categories, eq(categories.id, companies.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, companies.subcategoryId))
    .leftJoin(states, eq(states.id, companies.stateId))
    .leftJoin(companyProfiles, eq(companyProfiles.companyId, companies.id))
    .where(eq(companies.id, id))
    .limit(1);
  return row ?? null;
}

export async function isAdmin(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.name, 'admin')))
    .limit(1);
  return rows.length > 0;
}

export function membershipsOfCompany(db: Database, companyId: string, at: LifecycleAt) {
  return db
    .select({
      membership: memberships,
      state: effectiveStateSql(at.now, at.settings),
      plan: { id: membershipTypes.id, name: membershipTypes.name, tier: membershipTypes.tier },
    })
    .from(memberships)
    .innerJoin(membershipTypes, eq(membershipTypes.id, memberships.membershipTypeId))
    .where(eq(memberships.companyId, companyId))
    .orderBy(desc(memberships.createdAt));
}

/** How many rows of payments, invoices and leads the company page shows. */
export const COMPANY_PAGE_ROWS = 50;

export function paymentsOfCompany(db: Database, companyId: string) {
  return db
    .select({ payment: paymentTransactions, planName: membershipTypes.name })
    .from(paymentTransactions)
    .innerJoin(membershipTypes, eq(membershipTypes.id, paymentTransactions.membershipTypeId))
    .where(eq(paymentTransactions.companyId, companyId))
    .orderBy(desc(paymentTransactions.createdAt))
    .limit(COMPANY_PAGE_ROWS);
}

/** Paid payments of these memberships (their histories), oldest first. */
export function paidTermsOf(db: Database, membershipIds: readonly string[]) {
  if (membershipIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      membershipId: sql<string>`coalesce(${paymentTransactions.membershipId}, ${paymentTransactions.renewsMembershipId})`,
      kind: paymentTransactions.kind,
      paidAt: paymentTransactions.paidAt,
      total: paymentTransactions.total,
    })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.status, 'paid'),
        sql`coalesce(${paymentTransactions.membershipId}, ${paymentTransactions.renewsMembershipId}) in (${sql.join(
          membershipIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      ),
    )
    .orderBy(paymentTransactions.paidAt);
}

export function invoicesOfCompany(db: Database, companyId: string) {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.companyId, companyId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(COMPANY_PAGE_ROWS);
}

export async function leadsOfCompany(db: Database, companyId: string) {
  const [items, [total]] = await Promise.all([
    db
      .select({ id: leads.id, title: leads.title, createdAt: leads.createdAt })
      .from(leads)
      .where(eq(leads.companyId, companyId))
      .orderBy(...newestFirst(leads))
      .limit(COMPANY_PAGE_ROWS),
    db.select({ total: count() }).from(leads).where(eq(leads.companyId, companyId)),
  ]);
  return { items, total: total?.total ?? 0 };
}

export async function findInvoice(db: Database, id: string) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  return row ?? null;
}

export async function latestInvoiceOf(db: Database, companyId: string) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(eq(invoices.companyId, companyId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(1);
  return row ?? null;
}
