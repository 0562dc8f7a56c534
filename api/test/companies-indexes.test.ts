import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  categoryIdsByKind,
  directoryPageQuery,
  type DirectoryFilters,
} from '../src/features/companies/directory-repository';
import { planOf } from './helpers/query-plan';
import { buildTestApp } from './helpers/test-app';

const COMPANIES = 100_000;

describe('member directory indexes', () => {
  it(
    'keep every directory page an index scan at 100,000 companies',
    { timeout: 120_000 },
    async () => {
      const { db } = await buildTestApp();
      await db.execute(sql`
      insert into users (id, username, email, country_code, mobile_number, email_verified_at, created_at)
      select gen_random_uuid(), 'Owner ' || n, 'owner' || n || '@scale.example', '+91',
             (9000000000 + n)::text, now(), now()
      from generate_series(1, ${COMPANIES}) as n`);
      await db.execute(sql`
      insert into companies (owner_user_id, name, company_email, company_mobile, country_code,
        category_id, subcategory_id, billing_name, billing_address, state_id, city, created_at)
      select u.id, 'Company ' || u.mobile_number, u.email, u.mobile_number, '+91',
             1 + (row_number() over () % 2)::int, 1 + (row_number() over () % 35)::int,
             'Billing', 'Address', 1 + (row_number() over () % 36)::int,
             'City ' || (row_number() over () % 200), now() - (row_number() over ()) * interval '1 minute'
      from users u`);
      // The directories list members: most companies have a paid term, a few never paid.
      await db.execute(sql`
      insert into memberships (company_id, membership_type_id, status, starts_at, ends_at)
      select c.id, 2, 'active', now() - interval '30 days', now() + interval '335 days'
      from companies c where c.company_mobile::bigint % 10 <> 0`);
      await db.execute(sql`analyze`);

      const ids = await categoryIdsByKind(db);
      const at = { now: new Date(), settings: { reminderDays: [30], graceDays: 7 } };
      const cases: [string, DirectoryFilters, number[] | null][] = [
        ['first page', {}, null],
        ['a type', { type: 'provider' }, ids.provider],
        ['a state', { stateId: 11 }, null],
        ['a state and a city', { stateId: 11, city: 'City 11' }, null],
        [
          'a state, a city and a type',
          { stateId: 11, city: 'City 11', type: 'producer' },
          ids.producer,
        ],
      ];
      for (const [name, filters, categoryIds] of cases) {
        for (const position of [
          null,
          {
            createdAt: new Date(Date.now() - 50_000 * 60_000),
            id: '00000000-0000-4000-8000-000000000000',
          },
        ]) {
          const plan = await planOf(
            db,
            directoryPageQuery(db, at, filters, categoryIds, position, 12),
          );
          const label = `${name}${position ? ', later page' : ''}\n${plan}`;
          expect(plan, label).not.toMatch(/Seq Scan on (companies|users)/);
          expect(plan, label).toMatch(
            /(Index Scan|Bitmap Index Scan)( Backward)? (using|on) companies_\w+_idx/,
          );
        }
      }
    },
  );
});
