import type { Membership } from '@club/shared/contract/user';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { companies } from '../../db/schema/companies';
import { memberships } from '../../db/schema/memberships';
import { membershipTypes } from '../../db/schema/reference';

interface MembershipState {
  status: Membership['status'];
  startsAt: Date | null;
  endsAt: Date | null;
}

/** Active: status active and today inside its period (open ends count as inside). */
export function isMembershipActive(membership: MembershipState, now: Date): boolean {
  return (
    membership.status === 'active' &&
    (!membership.startsAt || membership.startsAt.getTime() <= now.getTime()) &&
    (!membership.endsAt || membership.endsAt.getTime() > now.getTime())
  );
}

/** Active memberships first, then the most recent. */
function byRelevance(a: Membership, b: Membership): number {
  if (a.isActive !== b.isActive) return a.isActive ? -1 : 1;
  return (b.startsAt ?? '').localeCompare(a.startsAt ?? '');
}

export async function membershipsByCompany(
  db: Database,
  companyIds: readonly string[],
  now: Date,
): Promise<Map<string, Membership[]>> {
  const result = new Map<string, Membership[]>(companyIds.map((id) => [id, []]));
  if (companyIds.length === 0) return result;
  const rows = await db
    .select({
      id: memberships.id,
      companyId: memberships.companyId,
      status: memberships.status,
      startsAt: memberships.startsAt,
      endsAt: memberships.endsAt,
      typeId: membershipTypes.id,
      typeName: membershipTypes.name,
    })
    .from(memberships)
    .innerJoin(membershipTypes, eq(membershipTypes.id, memberships.membershipTypeId))
    .where(inArray(memberships.companyId, [...companyIds]))
    .orderBy(asc(memberships.createdAt));
  for (const row of rows) {
    result.get(row.companyId)?.push({
      id: row.id,
      isActive: isMembershipActive(row, now),
      status: row.status,
      membershipType: { id: row.typeId, name: row.typeName },
      startsAt: row.startsAt?.toISOString() ?? null,
      endsAt: row.endsAt?.toISOString() ?? null,
    });
  }
  for (const list of result.values()) list.sort(byRelevance);
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

export async function firstCompanyHasActiveMembership(
  db: Database,
  userId: string,
  now: Date,
): Promise<boolean> {
  const companyId = await firstCompanyIdOf(db, userId);
  if (!companyId) return false;
  const list = (await membershipsByCompany(db, [companyId], now)).get(companyId) ?? [];
  return list.some((membership) => membership.isActive);
}
