import type { CountryCode } from '@club/shared/contract/common';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { companies } from '../../db/schema/companies';
import { categories, states, subcategories } from '../../db/schema/reference';
import { users } from '../../db/schema/users';

export interface AccountHolder {
  id: string;
  verified: boolean;
}

export async function findAccountByEmail(
  db: Database,
  email: string,
): Promise<AccountHolder | null> {
  const [row] = await db
    .select({ id: users.id, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row ? { id: row.id, verified: row.verifiedAt !== null } : null;
}

/** Another account (not `exceptUserId`) that holds the mobile number. */
export async function findOtherAccountByMobile(
  db: Database,
  countryCode: CountryCode,
  mobileNumber: string,
  exceptUserId: string | null,
): Promise<AccountHolder | null> {
  const [row] = await db
    .select({ id: users.id, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(
      and(
        eq(users.countryCode, countryCode),
        eq(users.mobileNumber, mobileNumber),
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    )
    .limit(1);
  return row ? { id: row.id, verified: row.verifiedAt !== null } : null;
}

export async function deleteUser(db: Database, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

export async function insertUser(
  db: Database,
  values: {
    email: string;
    username: string;
    countryCode: CountryCode;
    mobileNumber: string;
    now: Date;
  },
): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({ ...values, createdAt: values.now })
    .returning({ id: users.id });
  if (!row) throw new Error('The user was not created');
  return row.id;
}

/**
 * Gives an unverified account the new registration's details and drops its
 * companies. The row (and its codes) stays, so the hourly code limit of the
 * address keeps counting.
 */
export async function replaceUnverifiedUser(
  db: Database,
  userId: string,
  values: { username: string; countryCode: CountryCode; mobileNumber: string },
): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, userId));
  await db.delete(companies).where(eq(companies.ownerUserId, userId));
}

export async function insertCompany(db: Database, values: typeof companies.$inferInsert) {
  const [row] = await db.insert(companies).values(values).returning({ id: companies.id });
  if (!row) throw new Error('The company was not created');
  return row.id;
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
