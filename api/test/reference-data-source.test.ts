import {
  REFERENCE_CATEGORIES,
  REFERENCE_FIRM_TYPES,
  REFERENCE_REVENUE_BANDS,
  REFERENCE_STATES,
  REFERENCE_SUBCATEGORIES,
} from '@club/contract/reference-data';
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  categories,
  firmTypes,
  revenueBands,
  states,
  subcategories,
} from '../src/db/schema/reference';
import { buildTestApp } from './helpers/test-app';

/**
 * The migration that seeds the reference rows stays as written (migrations
 * are history); the front ends and the e2e specs read the same rows from
 * @club/contract/reference-data. This keeps the two equal.
 */
describe('the seeded reference rows', () => {
  it('equal @club/contract/reference-data, row for row', async () => {
    const { db } = await buildTestApp();
    const byId = <Row extends { id: number }>(rows: readonly Row[]) =>
      [...rows].sort((a, b) => a.id - b.id);

    expect(await db.select().from(categories).orderBy(asc(categories.id))).toEqual(
      byId(REFERENCE_CATEGORIES),
    );
    expect(
      await db
        .select({
          id: subcategories.id,
          categoryId: subcategories.categoryId,
          name: subcategories.name,
        })
        .from(subcategories)
        .orderBy(asc(subcategories.id)),
    ).toEqual(byId(REFERENCE_SUBCATEGORIES));
    expect(await db.select().from(states).orderBy(asc(states.id))).toEqual(byId(REFERENCE_STATES));
    expect(await db.select().from(firmTypes).orderBy(asc(firmTypes.id))).toEqual(
      byId(REFERENCE_FIRM_TYPES),
    );
    expect(await db.select().from(revenueBands).orderBy(asc(revenueBands.id))).toEqual(
      byId(REFERENCE_REVENUE_BANDS),
    );
  });
});
