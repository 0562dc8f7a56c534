import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  categories,
  firmTypes,
  membershipTypes,
  revenueBands,
  states,
  subcategories,
} from '../../db/schema/reference';

export function listStates(db: Database) {
  return db.select({ id: states.id, name: states.name }).from(states).orderBy(asc(states.name));
}

export function listCategories(db: Database) {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.id));
}

export function listSubcategories(db: Database, categoryId: number) {
  return db
    .select({
      id: subcategories.id,
      name: subcategories.name,
      categoryId: subcategories.categoryId,
    })
    .from(subcategories)
    .where(eq(subcategories.categoryId, categoryId))
    .orderBy(asc(subcategories.id));
}

export function listFirmTypes(db: Database) {
  return db
    .select({ id: firmTypes.id, name: firmTypes.name })
    .from(firmTypes)
    .orderBy(asc(firmTypes.id));
}

export function listRevenueBands(db: Database) {
  return db
    .select({
      id: revenueBands.id,
      label: revenueBands.label,
      minInr: revenueBands.minInr,
      maxInr: revenueBands.maxInr,
    })
    .from(revenueBands)
    .orderBy(asc(revenueBands.minInr));
}

export async function listMembershipTypes(db: Database) {
  const rows = await db.select().from(membershipTypes).orderBy(asc(membershipTypes.id));
  return rows.map((row) => ({ ...row, currency: 'INR' as const }));
}
