import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  leadsPageQuery,
  respondedLeadsPageQuery,
  savedLeadsPageQuery,
  type LeadFilters,
} from '../src/features/leads/repository';
import { createMember } from './helpers/members';
import { planOf } from './helpers/query-plan';
import { buildTestApp } from './helpers/test-app';

const LEADS = 100_000;

describe('lead indexes', () => {
  it(
    'keep every leads page, a search, Saved and Responses off a sequential scan at 100,000 leads',
    { timeout: 120_000 },
    async () => {
      const { db } = await buildTestApp();
      const member = await createMember(db);
      await db.execute(sql`
      insert into leads (company_id, title, brief, description, category_id, subcategory_id,
                         location, email, phone, created_at)
      select ${member.companyId}::uuid, 'Lead ' || n, 'Brief ' || n, 'Details of lead ' || n,
             1 + (n % 2), 1 + (n % 35), 'Pune', 'a@b.example', '+91 98765 43210',
             now() - n * interval '1 minute'
      from generate_series(1, ${LEADS}) as n`);
      await db.execute(sql`analyze`);

      const later = {
        createdAt: new Date(Date.now() - 50_000 * 60_000),
        id: '00000000-0000-4000-8000-000000000000',
      };
      const cases: [string, LeadFilters][] = [
        ['first page', {}],
        ['a category', { categoryId: 2 }],
        ['a subcategory', { subcategoryId: 7 }],
        ["a company's leads", { companyId: member.companyId }],
        ['a search', { q: 'lead 99999' }],
      ];
      for (const [name, filters] of cases) {
        for (const position of [null, later]) {
          const plan = await planOf(
            db,
            leadsPageQuery(db, filters, member.companyId, position, 20),
          );
          const label = `${name}${position ? ', later page' : ''}\n${plan}`;
          expect(plan, label).not.toMatch(/Seq Scan on leads/);
          expect(plan, label).toMatch(
            /(Index Scan|Bitmap Index Scan)( Backward)? (using|on) leads_\w+_idx/,
          );
        }
      }

      // Saved and Responses of a company that saved and responded to about half of the
      // leads and won a third of them: each list reads its index (or two) in order.
      const other = await createMember(db);
      await db.execute(sql`
      update leads set status = 'won', winner_company_id = ${other.companyId}::uuid,
             order_value = 100000, business_confirmation = 'pending',
             closed_at = created_at + interval '1 hour'
      where right(id::text, 1) in ('0', '3', '6', '9', 'c', 'f')`);
      await db.execute(sql`
      insert into lead_responses (lead_id, company_id, user_id, message, created_at)
      select id, ${other.companyId}::uuid, ${other.userId}::uuid, 'We can supply these.',
             created_at + interval '2 minutes'
      from leads where right(id::text, 1) < '8'`);
      await db.execute(sql`
      insert into saved_leads (lead_id, company_id, created_at)
      select id, ${other.companyId}::uuid, created_at + interval '3 minutes'
      from leads where right(id::text, 1) > '5'`);
      await db.execute(sql`analyze`);
      for (const position of [null, later]) {
        const plan = await planOf(db, savedLeadsPageQuery(db, other.companyId, position, 20));
        const label = `Saved${position ? ', later page' : ''}\n${plan}`;
        expect(plan, label).not.toMatch(/Seq Scan on (leads|saved_leads)\b/);
        expect(plan, label).toMatch(
          /Index (Only )?Scan( Backward)? using saved_leads_company_created_idx/,
        );
      }
      for (const position of [null, later]) {
        const plan = await planOf(db, respondedLeadsPageQuery(db, other.companyId, position, 20));
        const label = `Responses${position ? ', later page' : ''}\n${plan}`;
        expect(plan, label).not.toMatch(/Seq Scan on (leads|lead_responses)\b/);
        expect(plan, label).toMatch(
          /Index (Only )?Scan( Backward)? using lead_responses_company_created_idx/,
        );
        expect(plan, label).toMatch(/Index (Only )?Scan( Backward)? using leads_winner_closed_idx/);
      }
    },
  );
});
