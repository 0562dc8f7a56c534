import { NEWS_TAGS } from '@club/contract/news';
import { newsListResponseSchema } from '@club/contract/news';
import { isGstVerified } from '@club/contract/gstin';
import { hasActiveMembership, userProfileSchema } from '@club/contract/user';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/dev/demo-data/seed-demo-data';
import { DEMO_ACCOUNTS, demoUsersSeeder } from '../src/dev/demo-data/users';
import { companies, companyProfiles } from '../src/db/schema/companies';
import { memberships } from '../src/db/schema/memberships';
import { news } from '../src/db/schema/news';
import { membershipTypes, states } from '../src/db/schema/reference';
import { users } from '../src/db/schema/users';
import { getMe, latestCode, requestCode, signIn, verifyCode } from './helpers/sign-in';
import { buildTestApp } from './helpers/test-app';

async function counts(db: Awaited<ReturnType<typeof buildTestApp>>['db']) {
  const [userCount] = await db.select({ value: count() }).from(users);
  const [companyCount] = await db.select({ value: count() }).from(companies);
  const [profileCount] = await db.select({ value: count() }).from(companyProfiles);
  const [membershipCount] = await db.select({ value: count() }).from(memberships);
  const [newsCount] = await db.select({ value: count() }).from(news);
  return {
    users: userCount?.value,
    companies: companyCount?.value,
    profiles: profileCount?.value,
    memberships: membershipCount?.value,
    news: newsCount?.value,
  };
}

describe('demo data', () => {
  it('seeds about thirty member companies, the demo accounts and news, and seeding again adds nothing', async () => {
    const { app, db } = await buildTestApp({ env: { DEMO_DATA: '1' } });
    const first = await counts(db);
    expect(first.companies).toBeGreaterThanOrEqual(30);
    expect(first.profiles).toBeGreaterThanOrEqual(30);
    expect(first.news).toBeGreaterThanOrEqual(8);

    await seedDemoData(app.ctx);
    await buildTestApp({ env: { DEMO_DATA: '1' } });
    expect(await counts(db)).toEqual(first);

    const activeByType = await db
      .select({ name: membershipTypes.name, value: count() })
      .from(memberships)
      .innerJoin(membershipTypes, eq(membershipTypes.id, memberships.membershipTypeId))
      .where(eq(memberships.status, 'active'))
      .groupBy(membershipTypes.name);
    expect(activeByType.map((row) => row.name).sort()).toEqual([
      'Producers',
      'Promoters',
      'Providers',
    ]);

    const rows = await db.select().from(companies);
    expect(new Set(rows.map((row) => row.city)).size).toBeGreaterThanOrEqual(10);
    // Every demo GSTIN passes every rule: shape, check character, its state, its PAN.
    const gstRows = await db
      .select({ gstNumber: companies.gstNumber, stateName: states.name, pan: companyProfiles.pan })
      .from(companies)
      .leftJoin(states, eq(states.id, companies.stateId))
      .leftJoin(companyProfiles, eq(companyProfiles.companyId, companies.id));
    expect(gstRows.filter((row) => row.gstNumber).length).toBeGreaterThan(0);
    for (const row of gstRows) {
      if (row.gstNumber) expect(isGstVerified(row), row.gstNumber).toBe(true);
    }
    const profiles = await db.select().from(companyProfiles);
    for (const profile of profiles) {
      expect(profile.pan).toMatch(/^[A-Z]{5}\d{4}[A-Z]$/);
      expect(profile.brief?.length ?? 0).toBeLessThanOrEqual(280);
      expect(profile.coreProducts.length).toBeGreaterThan(0);
    }
  });

  it('runs the seeders in one transaction: when one fails, nothing is kept', async () => {
    const { app, db } = await buildTestApp();
    const failing = {
      name: 'failing',
      seed: () => Promise.reject(new Error('disk full')),
    };
    await expect(seedDemoData(app.ctx, [demoUsersSeeder, failing])).rejects.toThrow('disk full');
    expect((await counts(db)).users).toBe(0);

    await seedDemoData(app.ctx, [demoUsersSeeder]);
    expect((await counts(db)).users).toBe(Object.keys(DEMO_ACCOUNTS).length);
  });

  it('lets the member sign in by mobile number and shows an active Producers membership', async () => {
    const { app } = await buildTestApp({ env: { DEMO_DATA: '1' } });
    const requested = await requestCode(app, {
      mobile: DEMO_ACCOUNTS.member.mobile,
      countryCode: '+91',
    });
    const { nonce } = requested.json<{ nonce: string }>();
    const verified = await verifyCode(
      app,
      nonce,
      await latestCode(app, `+91${DEMO_ACCOUNTS.member.mobile}`),
    );
    expect(verified.statusCode).toBe(200);

    const profile = userProfileSchema.parse((await getMe(app, verified.json().accessToken)).json());
    expect(profile.email).toBe('member@demo.club');
    expect(hasActiveMembership(profile)).toBe(true);
    expect(profile.companies[0]).toMatchObject({
      name: 'Vishwamitri Precision Castings Pvt Ltd',
      category: { name: 'Producers' },
      subcategory: { name: 'Metals & Machinery' },
      state: { name: 'Gujarat' },
    });
    expect(profile.companies[0]?.memberships[0]?.membershipType.name).toBe('Producers');
  });

  it('has a newcomer with a company and no membership, and an admin', async () => {
    const { app } = await buildTestApp({ env: { DEMO_DATA: '1' } });
    const newbie = userProfileSchema.parse(
      (await getMe(app, (await signIn(app, DEMO_ACCOUNTS.newbie.email)).accessToken)).json(),
    );
    expect(newbie.companies).toHaveLength(1);
    expect(newbie.companies[0]?.memberships).toEqual([]);
    expect(hasActiveMembership(newbie)).toBe(false);

    const admin = userProfileSchema.parse(
      (await getMe(app, (await signIn(app, DEMO_ACCOUNTS.admin.email)).accessToken)).json(),
    );
    expect(admin.roles).toEqual([{ role: { name: 'admin' } }]);
  });

  it('gives illustrations to demo news seeded before it had them, and changes nothing else', async () => {
    const { app, db } = await buildTestApp({ env: { DEMO_DATA: '1' } });
    const before = await db.select().from(news).orderBy(news.id);
    await db.update(news).set({ imageKey: null });
    await seedDemoData(app.ctx);
    expect(await db.select().from(news).orderBy(news.id)).toEqual(before);
  });

  it('publishes news with tags from the fixed list, each with a stored illustration', async () => {
    const { app } = await buildTestApp({ env: { DEMO_DATA: '1' } });
    const page = newsListResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/news?limit=50' })).json(),
    );
    expect(page.items.length).toBeGreaterThanOrEqual(8);
    for (const item of page.items) {
      expect(item.tags.length).toBeGreaterThan(0);
      for (const tag of item.tags) expect(NEWS_TAGS).toContain(tag);
      expect(item.imageKey).toMatch(/^news\/demo\/[a-z-]+\.webp$/);
      expect(item.imageUrl).toBe(`http://localhost:4000/files/${item.imageKey}`);
      if (item.externalUrl) expect(item.externalUrl).toMatch(/^https:\/\//);
    }
    expect(page.items.some((item) => item.externalUrl)).toBe(true);
    // Each item has its own file, so deleting one leaves the others' pictures.
    expect(new Set(page.items.map((item) => item.imageKey)).size).toBe(page.items.length);
    for (const item of page.items) {
      const file = await app.inject({ method: 'GET', url: `/files/${item.imageKey}` });
      expect(file.statusCode).toBe(200);
    }
  });
});
