import { eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { companies, companyProfiles } from '../../db/schema/companies';
import { firstSteps } from '../../db/schema/first-steps';
import { leadAlertFollows, leads, savedLeads } from '../../db/schema/leads';

/** Notes the member's first visit to Meet the Members; later visits change nothing. */
export async function recordMetMembers(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .insert(firstSteps)
    .values({ userId, metMembersAt: now })
    .onConflictDoUpdate({
      target: firstSteps.userId,
      set: { metMembersAt: now },
      setWhere: isNull(firstSteps.metMembersAt),
    });
}

/** Puts the welcome checklist away for good. */
export async function recordDismissed(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .insert(firstSteps)
    .values({ userId, dismissedAt: now })
    .onConflictDoUpdate({
      target: firstSteps.userId,
      set: { dismissedAt: now },
      setWhere: isNull(firstSteps.dismissedAt),
    });
}

export async function findFirstStepsRecord(db: Database, userId: string) {
  const [row] = await db.select().from(firstSteps).where(eq(firstSteps.userId, userId)).limit(1);
  return row ?? null;
}

/** The company's profile fields the checklist counts (null when it has no profile row yet). */
export async function findProfileFacts(db: Database, companyId: string) {
  const [row] = await db
    .select({
      companyCity: companies.city,
      profile: companyProfiles,
    })
    .from(companies)
    .leftJoin(companyProfiles, eq(companyProfiles.companyId, companies.id))
    .where(eq(companies.id, companyId))
    .limit(1);
  return row ?? null;
}

export async function followsLeadAlerts(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(leadAlertFollows)
    .where(eq(leadAlertFollows.userId, userId))
    .limit(1);
  return rows.length > 0;
}

/** Whether the company has posted a lead or saved one. */
export async function hasPostedOrSavedLead(db: Database, companyId: string): Promise<boolean> {
  const [posted, saved] = await Promise.all([
    db
      .select({ one: sql`1` })
      .from(leads)
      .where(eq(leads.companyId, companyId))
      .limit(1),
    db
      .select({ one: sql`1` })
      .from(savedLeads)
      .where(eq(savedLeads.companyId, companyId))
      .limit(1),
  ]);
  return posted.length > 0 || saved.length > 0;
}
