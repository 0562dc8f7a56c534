import { count, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { companies } from '../../db/schema/companies';
import { users } from '../../db/schema/users';
import { lockKey } from '../../lib/advisory-lock';
import { categories, states, subcategories } from '../../db/schema/reference';
import { registrations } from '../../db/schema/registrations';

export async function insertRegistration(
  db: Database,
  values: typeof registrations.$inferInsert,
): Promise<string> {
  const [row] = await db.insert(registrations).values(values).returning({ id: registrations.id });
  if (!row) throw new Error('The registration was not stored');
  return row.id;
}

/**
 * Registrations whose code can no longer be entered (made before `before`):
 * nothing can finish them, so what they hold is not kept.
 */
export async function deleteStaleRegistrations(db: Database, before: Date): Promise<void> {
  await db.delete(registrations).where(lt(registrations.createdAt, before));
}

export async function categoryExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, id));
  return Boolean(row);
}

export async function subcategoryCategory(db: Database, id: number): Promise<number | null> {
  const [row] = await db
    .select({ categoryId: subcategories.categoryId })
    .from(subcategories)
    .where(eq(subcategories.id, id));
  return row?.categoryId ?? null;
}

export async function stateName(db: Database, id: number): Promise<string | null> {
  const [row] = await db.select({ name: states.name }).from(states).where(eq(states.id, id));
  return row?.name ?? null;
}

/** Serialises the company registrations of one user, so two at once cannot both pass the check. */
export async function lockCompanyOwner(tx: Database, userId: string): Promise<void> {
  await lockKey(tx, `company-owner:${userId}`);
}

export async function companyCountOf(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(companies)
    .where(eq(companies.ownerUserId, userId));
  return row?.value ?? 0;
}

export async function mobileCountryCodeOf(
  db: Database,
  userId: string,
): Promise<(typeof users.$inferSelect)['countryCode']> {
  const [row] = await db
    .select({ countryCode: users.countryCode })
    .from(users)
    .where(eq(users.id, userId));
  return row?.countryCode ?? null;
}

export async function insertOwnCompany(
  db: Database,
  values: typeof companies.$inferInsert,
): Promise<string> {
  const [row] = await db.insert(companies).values(values).returning({ id: companies.id });
  if (!row) throw new Error('The company was not stored');
  return row.id;
}
