import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listInquiriesAfter, type InquiryFilters } from '../src/features/inquiries/repository';
import { listAuditAfter, type AuditFilters } from '../src/platform/audit-trail/repository';
import { planOf } from './helpers/query-plan';
import { buildTestApp } from './helpers/test-app';

const ROWS = 50_000;
const LATER = {
  createdAt: new Date(Date.now() - 25_000 * 60_000),
  id: '00000000-0000-4000-8000-000000000000',
};

describe('back-office indexes', () => {
  it(
    'keep the inquiries and the audit trail off a sequential scan at 50,000 rows, filtered or not',
    { timeout: 120_000 },
    async () => {
      const { db } = await buildTestApp();
      await db.execute(sql`
        insert into inquiries (kind, name, email, message, page, status, created_at)
        select (array['ask-an-expert', 'expert-help', 'contact'])[1 + n % 3], 'Sender ' || n,
               'sender' || n || '@example.in', 'Message ' || n, '/contact-us',
               (array['new', 'answered', 'closed', 'closed', 'closed'])[1 + n % 5],
               now() - n * interval '1 minute'
        from generate_series(1, ${ROWS}) as n`);
      await db.execute(sql`
        insert into audit_log (action, actor_email, subject_id, subject_title, created_at)
        select (array['news.create', 'inquiry.update', 'newsletter.export'])[1 + n % 3],
               'admin' || (n % 20) || '@example.in', gen_random_uuid(), 'Subject ' || n,
               now() - n * interval '1 minute'
        from generate_series(1, ${ROWS}) as n`);
      await db.execute(sql`analyze`);

      const inquiryCases: [string, InquiryFilters][] = [
        ['every inquiry', {}],
        ['new ones', { status: 'new' }],
        ['new Contact Us ones', { status: 'new', kind: 'contact' }],
      ];
      const auditCases: [string, AuditFilters][] = [
        ['the whole trail', {}],
        ['one kind', { about: 'inquiry' }],
        ['one admin', { actorEmail: 'admin7@example.in' }],
      ];
      for (const position of [null, LATER]) {
        const page = position ? ', later page' : '';
        for (const [name, filters] of inquiryCases) {
          const plan = await planOf(db, listInquiriesAfter(db, position, 20, filters));
          expect(plan, `${name}${page}\n${plan}`).not.toMatch(/Seq Scan on inquiries/);
          expect(plan, `${name}${page}\n${plan}`).toMatch(/Index Scan.* inquiries_\w+_idx/);
        }
        for (const [name, filters] of auditCases) {
          const plan = await planOf(db, listAuditAfter(db, position, 20, filters));
          expect(plan, `${name}${page}\n${plan}`).not.toMatch(/Seq Scan on audit_log/);
          expect(plan, `${name}${page}\n${plan}`).toMatch(/Index Scan.* audit_log_\w+_idx/);
        }
      }
    },
  );
});
