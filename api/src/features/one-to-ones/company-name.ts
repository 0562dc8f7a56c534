import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { companies } from '../../db/schema/companies';

/** An open company's name, or null when there is no such company (or its account is closed). */
export async function companyNameOf(db: Database, companyId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(and(eq(companies.id, companyId), isNull(companies.closedAt)));
  return row?.name ?? null;
}
