import { SCORECARD_MONTHS, type Scorecard } from '@club/contract/leads';
import { indiaMonthOf } from '@club/contract/india-time';
import { indianDay } from '@club/contract/india-time/format';
import { and, eq, gte, isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { oneToOnes } from '../../db/schema/one-to-ones';

/**
 * The 1-to-1s a company logged, counted by the month in India of their agreed
 * time, for the latest SCORECARD_MONTHS months up to `now` (oldest first). A
 * 1-to-1 counts for a company once that company logged it: one that did not
 * happen counts nowhere.
 */
export async function oneToOnesByMonth(
  db: Database,
  companyId: string,
  now: Date,
): Promise<Scorecard['oneToOnesByMonth']> {
  const months: string[] = [];
  let period = indiaMonthOf(now);
  for (let i = 0; i < SCORECARD_MONTHS; i++) {
    months.unshift(indianDay(period.from).slice(0, 7));
    period = indiaMonthOf(new Date(period.from.getTime() - 1));
  }
  const since = indiaMonthOf(`${months[0] ?? ''}`).from;
  const until = indiaMonthOf(now).to;
  const rows = await db
    .select({ at: oneToOnes.acceptedSlot })
    .from(oneToOnes)
    .where(
      and(
        eq(oneToOnes.status, 'accepted'),
        gte(oneToOnes.acceptedSlot, since),
        lt(oneToOnes.acceptedSlot, until),
        or(
          and(eq(oneToOnes.proposerCompanyId, companyId), isNotNull(oneToOnes.proposerLoggedAt)),
          and(eq(oneToOnes.inviteeCompanyId, companyId), isNotNull(oneToOnes.inviteeLoggedAt)),
        ),
      ),
    );
  const counts = new Map(months.map((month) => [month, 0]));
  for (const { at } of rows) {
    if (!at) continue;
    const month = indianDay(at).slice(0, 7);
    counts.set(month, (counts.get(month) ?? 0) + 1);
  }
  return months.map((month) => ({ month, count: counts.get(month) ?? 0 }));
}
