import { demoId } from '../../db/demo-data/demo-id';
import { monthsAfter } from '../../lib/calendar';
import type { DemoSeeder } from '../../db/demo-data/demo-seeder';
import { memberships } from '../../db/schema/memberships';
import { DEMO_COMPANIES, type DemoCompany, type DemoMembershipTypeName } from './demo-companies';

/** Ids seeded by migration 0001. */
const MEMBERSHIP_TYPE_IDS: Record<DemoMembershipTypeName, number> = {
  Promoters: 1,
  Producers: 2,
  Providers: 3,
};

/** A year-long membership that started some months ago; a pending one has not started. */
function membershipRow(company: DemoCompany, now: Date) {
  const membership = company.membership;
  if (!membership) return null;
  const startsAt =
    membership.status === 'pending' ? null : monthsAfter(now, -membership.startedMonthsAgo);
  return {
    id: demoId(`membership:${company.key}`),
    companyId: demoId(`company:${company.key}`),
    membershipTypeId: MEMBERSHIP_TYPE_IDS[membership.type],
    status: membership.status,
    startsAt,
    endsAt: startsAt ? monthsAfter(startsAt, 12) : null,
    createdAt: startsAt ?? now,
  };
}

/** Active Promoters, Producers and Providers memberships, and some pending or expired. */
export const demoMembershipsSeeder: DemoSeeder = {
  name: 'memberships',
  async seed({ tx, now }) {
    const rows = DEMO_COMPANIES.flatMap((company) => {
      const row = membershipRow(company, now);
      return row ? [row] : [];
    });
    await tx.insert(memberships).values(rows).onConflictDoNothing();
  },
};
