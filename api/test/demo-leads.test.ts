import {
  LEAD_BRIEF_MAX,
  LEAD_TITLE_MAX,
  companyLeadsResponseSchema,
  leadCreateBodySchema,
  leadsPageSchema,
  savedLeadsPageSchema,
  type Lead,
} from '@club/contract/leads';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/dev/demo-data/seed-demo-data';
import { companies } from '../src/db/schema/companies';
import { leadAlertQueue, leadImages, leads } from '../src/db/schema/leads';
import { outbox } from '../src/db/schema/outbox';
import { users } from '../src/db/schema/users';
import { DEMO_LEADS, DEMO_WON_LEADS } from '../src/dev/demo-data/demo-leads';
import { lifecycleSettings } from '../src/platform/membership-lifecycle/lifecycle';
import { firstCompanyHasActiveMembership } from '../src/platform/membership-lifecycle/repository';
import type { ZodApp } from '../src/http/zod-app';
import { bearer } from './helpers/members';
import { signIn } from './helpers/sign-in';
import { buildTestApp, DAY, type TestApp } from './helpers/test-app';
import { isWebp } from './helpers/webp';

const PUBLIC_URL = 'https://api.bizbridge.example';
const MEMBER = 'member@demo.club';
/** The e2e journey has these two post and save leads, and expects their own lists empty at first. */
const E2E_MEMBERS = [MEMBER, 'ketan.desai@demo.club'];

async function browse(app: ZodApp, token: string): Promise<Lead[]> {
  const response = await app.inject({
    method: 'GET',
    url: '/leads?limit=50',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  const page = leadsPageSchema.parse(response.json());
  expect(page.nextCursor).toBeNull();
  return page.items;
}

async function companyOf(db: TestApp['db'], companyId: string) {
  const [row] = await db
    .select({ company: companies, ownerEmail: users.email })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.ownerUserId))
    .where(eq(companies.id, companyId));
  if (!row) throw new Error(`no company ${companyId}`);
  return row;
}

async function tableCounts(db: TestApp['db']) {
  const [leadCount] = await db.select({ value: count() }).from(leads);
  const [imageCount] = await db.select({ value: count() }).from(leadImages);
  const [queued] = await db.select({ value: count() }).from(leadAlertQueue);
  return { leads: leadCount?.value, images: imageCount?.value, queuedAlerts: queued?.value };
}

describe('demo leads', () => {
  it('shows a demo member about ten leads of the last two weeks, newest first, each in its company’s registered subcategory, with images the API serves', async () => {
    const { app, db, clock } = await buildTestApp({ env: { DEMO_DATA: '1', PUBLIC_URL } });
    const { accessToken } = await signIn(app, MEMBER);
    const items = await browse(app, accessToken);

    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(items.length).toBeLessThanOrEqual(10);
    const newestFirst = [...DEMO_LEADS].sort((a, b) => a.daysAgo - b.daysAgo);
    expect(items.map((lead) => lead.title)).toEqual(newestFirst.map((lead) => lead.title));
    const times = items.map((lead) => Date.parse(lead.createdAt));
    for (const [index, time] of times.entries()) {
      if (index > 0) expect(time).toBeLessThan(times[index - 1] ?? 0);
      expect(time).toBeLessThanOrEqual(clock.now().getTime());
      expect(time).toBeGreaterThan(clock.now().getTime() - 15 * DAY);
    }

    const imageKeys = new Set<string>();
    for (const lead of items) {
      const { company, ownerEmail } = await companyOf(db, lead.companyId);
      expect(E2E_MEMBERS).not.toContain(ownerEmail);
      expect(
        await firstCompanyHasActiveMembership(
          db,
          company.ownerUserId,
          clock.now(),
          lifecycleSettings(app.ctx.config),
        ),
        `${company.name} has an active membership`,
      ).toBe(true);
      expect(lead.category.id).toBe(company.categoryId);
      expect(lead.subcategory.id).toBe(company.subcategoryId);

      // Everything a member could have posted through POST /leads.
      const asPosted = leadCreateBodySchema.safeParse({
        title: lead.title,
        brief: lead.brief ?? undefined,
        description: lead.description,
        location: lead.location,
        email: lead.email,
        phone: lead.phone,
        images: lead.images.map(({ objectKey, sortOrder }) => ({ objectKey, sortOrder })),
      });
      expect(asPosted.error, lead.title).toBeUndefined();
      expect(lead.title.length).toBeLessThanOrEqual(LEAD_TITLE_MAX);
      expect(lead.brief?.length).toBeLessThanOrEqual(LEAD_BRIEF_MAX);
      expect(lead.location).toMatch(/^[A-Z][A-Za-z ]+, [A-Z][A-Za-z ]+$/);
      expect(lead.phone).toMatch(/^\+91 9\d{9}$/);
      // At the company's own demo domain (the one of its info@ address).
      expect(lead.email?.split('@')[1]).toBe(company.companyEmail?.split('@')[1]);

      expect(lead.images.map((image) => image.sortOrder)).toEqual(
        lead.images.map((_, index) => index),
      );
      for (const image of lead.images) {
        expect(imageKeys.has(image.objectKey)).toBe(false);
        imageKeys.add(image.objectKey);
        expect(image.objectKey).toMatch(/^leads\/demo\//);
        expect(image.url).toBe(`${PUBLIC_URL}/files/${image.objectKey}`);
        const file = await app.inject({ method: 'GET', url: new URL(image.url).pathname });
        expect(file.statusCode, image.url).toBe(200);
        expect(file.headers['content-type']).toBe('image/webp');
        expect(isWebp(file.rawPayload)).toBe(true);
        expect(file.rawPayload.length).toBeLessThanOrEqual(40 * 1024);
      }
    }
  });

  it('leaves My Leads and Saved Leads of the e2e members empty', async () => {
    const { app, db } = await buildTestApp({ env: { DEMO_DATA: '1' } });
    for (const email of E2E_MEMBERS) {
      const { accessToken } = await signIn(app, email);
      const [owned] = await db
        .select({ id: companies.id })
        .from(companies)
        .innerJoin(users, eq(users.id, companies.ownerUserId))
        .where(eq(users.email, email));
      const mine = await app.inject({
        method: 'GET',
        url: `/companies/${owned?.id}/leads`,
        headers: bearer(accessToken),
      });
      expect(companyLeadsResponseSchema.parse(mine.json()).items).toEqual([]);
      const saved = await app.inject({
        method: 'GET',
        url: '/me/saved-leads',
        headers: bearer(accessToken),
      });
      expect(savedLeadsPageSchema.parse(saved.json()).items).toEqual([]);
    }
  });

  it('adds nothing when seeding again, queues no lead alert, and brings back a demo lead its owner deleted, with its images', async () => {
    const { app, db } = await buildTestApp({ env: { DEMO_DATA: '1' } });
    const first = await tableCounts(db);
    expect(first).toEqual({
      leads: DEMO_LEADS.length + DEMO_WON_LEADS.length,
      images: [...DEMO_LEADS, ...DEMO_WON_LEADS].flatMap((lead) => lead.images).length,
      queuedAlerts: 0,
    });

    // The member follows every subcategory with demo leads; seeding again alerts nobody.
    const member = await signIn(app, MEMBER);
    const before = await browse(app, member.accessToken);
    const followed = await app.inject({
      method: 'PUT',
      url: '/me/lead-alerts',
      headers: bearer(member.accessToken),
      payload: { subcategoryIds: [...new Set(before.map((lead) => lead.subcategoryId))] },
    });
    expect(followed.statusCode).toBe(200);
    await seedDemoData(app.ctx);
    await buildTestApp({ env: { DEMO_DATA: '1' } });
    expect(await tableCounts(db)).toEqual(first);
    expect(await browse(app, member.accessToken)).toEqual(before);

    // Its owner deletes the newest; the next start seeds it again, and the file clean-up keeps its images.
    const deleted = before[0];
    if (!deleted) throw new Error('no demo lead');
    const { ownerEmail } = await companyOf(db, deleted.companyId);
    const owner = await signIn(app, ownerEmail);
    const removal = await app.inject({
      method: 'DELETE',
      url: `/leads/${deleted.id}`,
      headers: bearer(owner.accessToken),
    });
    expect(removal.statusCode).toBe(204);
    await seedDemoData(app.ctx);
    await app.storageCleanup.runOnce();
    expect(await browse(app, member.accessToken)).toEqual(before);
    for (const image of deleted.images) {
      const file = await app.inject({ method: 'GET', url: new URL(image.url).pathname });
      expect(file.statusCode, image.url).toBe(200);
    }

    expect((await tableCounts(db)).queuedAlerts).toBe(0);
    await app.leadAlertDigests.runOnce();
    const digests = await db.select().from(outbox).where(eq(outbox.kind, 'lead-alert-digest'));
    expect(digests).toEqual([]);
  });
});
