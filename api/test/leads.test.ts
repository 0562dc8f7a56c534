import { leadAlertsSchema, leadSchema, leadsPageSchema, type Lead } from '@club/contract/leads';
import { leadImagesPresignResponseSchema } from '@club/contract/uploads';
import { WHATSAPP_OPT_IN_WORDING } from '@club/contract/whatsapp';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { companies } from '../src/db/schema/companies';
import { memberships } from '../src/db/schema/memberships';
import { outbox } from '../src/db/schema/outbox';
import { subcategories } from '../src/db/schema/reference';
import type { ZodApp } from '../src/http/zod-app';
import { insertLead } from '../src/features/leads/repository';
import { bearer, createMember, jpegBytes, pngBytes } from './helpers/members';
import { signIn } from './helpers/sign-in';
import { QUEUES } from '../src/platform/jobs/queues';
import { buildTestApp, HOUR, MINUTE } from './helpers/test-app';

const PUBLIC_URL = 'https://api.bizbridge.example';

interface Member {
  userId: string;
  companyId: string;
  email: string;
  token: string;
}

async function member(
  app: ZodApp,
  db: Database,
  options: Parameters<typeof createMember>[1] = {},
): Promise<Member> {
  const created = await createMember(db, options);
  const session = await signIn(app, created.email);
  return { ...created, token: session.accessToken };
}

async function setUp(env: Record<string, string> = {}) {
  const test = await buildTestApp({ env: { PUBLIC_URL, ...env } });
  const poster = await member(test.app, test.db);
  const other = await member(test.app, test.db, {
    company: { name: 'Sahyadri Logistics', categoryId: 1, subcategoryId: 12 },
  });
  return { ...test, poster, other };
}

/** Presigns and uploads images for the member's company, as the create page does. */
async function uploadImages(app: ZodApp, who: Member, files: Buffer[]): Promise<string[]> {
  const response = await app.inject({
    method: 'POST',
    url: '/uploads/leads/presign',
    headers: bearer(who.token),
    payload: {
      count: files.length,
      contentTypes: files.map(() => 'image/png'),
      sizes: files.map((file) => file.length),
    },
  });
  expect(response.statusCode).toBe(200);
  const { urls } = leadImagesPresignResponseSchema.parse(response.json());
  for (const [index, link] of urls.entries()) {
    const target = new URL(link.uploadUrl);
    const put = await app.inject({
      method: 'PUT',
      url: `${target.pathname}${target.search}`,
      headers: { 'content-type': 'image/png' },
      payload: files[index],
    });
    expect(put.statusCode).toBe(200);
  }
  return urls.map((link) => link.objectKey);
}

function leadBody(keys: string[], overrides: Record<string, unknown> = {}) {
  return {
    title: 'Need 500 brass gate valves',
    brief: 'Quarterly order, ISI marked',
    description: 'DN50 brass gate valves, delivery to Vadodara within 30 days.',
    location: 'Vadodara, Gujarat',
    email: 'buying@narmadavalves.example',
    phone: '+91 98765 43210',
    images: keys.map((objectKey, sortOrder) => ({ objectKey, sortOrder })),
    ...overrides,
  };
}

function postLead(app: ZodApp, who: Member, body: object) {
  return app.inject({ method: 'POST', url: '/leads', headers: bearer(who.token), payload: body });
}

async function createdLead(app: ZodApp, who: Member, overrides: Record<string, unknown> = {}) {
  const keys = await uploadImages(app, who, [pngBytes(300), pngBytes(400)]);
  const response = await postLead(app, who, leadBody(keys, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return leadSchema.parse(response.json());
}

function get(app: ZodApp, who: Member, url: string) {
  return app.inject({ method: 'GET', url, headers: bearer(who.token) });
}

async function listIds(app: ZodApp, who: Member, url: string): Promise<string[]> {
  const response = await get(app, who, url);
  expect(response.statusCode, response.body).toBe(200);
  return leadsPageSchema.parse(response.json()).items.map((lead) => lead.id);
}

function save(app: ZodApp, who: Member, leadId: string, action: 'save' | 'unsave') {
  return app.inject({
    method: 'POST',
    url: `/leads/${leadId}/save`,
    headers: bearer(who.token),
    payload: { action },
  });
}

function errorOf(response: { json(): unknown }) {
  return (response.json() as { error: { code: string; message: string; field?: string } }).error;
}

describe('leads', () => {
  it('are for active members: a user without a membership gets 403 with the message the page shows', async () => {
    const { app, db } = await setUp();
    const newcomer = await member(app, db, { membershipTypeId: null });
    for (const url of ['/leads', '/me/saved-leads', '/me/lead-alerts']) {
      const response = await get(app, newcomer, url);
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).message).toBe(
        'Leads are open to members with an active membership. Upgrade your membership to browse and post leads.',
      );
    }
    expect((await app.inject({ method: 'GET', url: '/leads' })).statusCode).toBe(401);
  });

  it('posts a lead with its images, which every member then finds with the contact details', async () => {
    const { app, db, poster, other } = await setUp();
    const lead = await createdLead(app, poster);
    expect(lead).toMatchObject({
      title: 'Need 500 brass gate valves',
      brief: 'Quarterly order, ISI marked',
      // Its GSTIN passes every rule: the "GST verified" badge.
      company: { id: poster.companyId, name: 'Narmada Valves Pvt Ltd', gstVerified: true },
      subcategory: { id: 12 },
      email: 'buying@narmadavalves.example',
      phone: '+91 98765 43210',
      isSaved: false,
    });
    expect(lead.images.map((image) => image.sortOrder)).toEqual([0, 1]);
    expect(lead.images[0]?.url).toMatch(/^https:\/\/api\.bizbridge\.example\/files\/leads\//);

    expect(await listIds(app, other, '/leads')).toEqual([lead.id]);
    expect(await listIds(app, other, '/leads?subcategoryId=12&q=BRASS')).toEqual([lead.id]);
    expect(await listIds(app, other, '/leads?q=quarterly')).toEqual([lead.id]);
    expect(await listIds(app, other, '/leads?q=copper')).toEqual([]);
    expect(await listIds(app, other, '/leads?categoryId=2')).toEqual([]);
    // `%` is a character to find, not a wildcard.
    expect(await listIds(app, other, '/leads?q=%25')).toEqual([]);

    const detail = await get(app, other, `/leads/${lead.id}`);
    expect(detail.statusCode).toBe(200);
    expect(leadSchema.parse(detail.json()).images).toHaveLength(2);
    // The list's body is written by fast-json-stringify, the lead's through zod: the same lead.
    const listed = leadsPageSchema.parse((await get(app, other, '/leads')).json()).items;
    expect(listed).toEqual([detail.json()]);
    // A GSTIN with a wrong check character (stored before the rules) is simply not badged.
    await db
      .update(companies)
      .set({ gstNumber: '24ABCDE1234F1Z5' })
      .where(eq(companies.id, poster.companyId));
    const unbadged = leadSchema.parse((await get(app, other, `/leads/${lead.id}`)).json());
    expect(unbadged.company.gstVerified).toBe(false);
    const ofCompany = await get(app, other, `/companies/${poster.companyId}/leads`);
    expect(ofCompany.json()).toMatchObject({ items: [{ id: lead.id }] });

    const missing = await get(app, other, '/leads/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
  });

  it("is posted in the company's registered category and subcategory, which the client cannot choose", async () => {
    const { app, db, poster } = await setUp();
    const [sibling] = await db
      .select({ id: subcategories.id })
      .from(subcategories)
      .where(and(eq(subcategories.categoryId, 1), ne(subcategories.id, 12)))
      .limit(1);
    const keys = await uploadImages(app, poster, [pngBytes()]);

    // The server owns the category: naming one is refused as an unknown field.
    const chosen = await postLead(app, poster, leadBody(keys, { subcategoryId: sibling?.id }));
    expect(chosen.statusCode).toBe(400);
    const posted = await postLead(app, poster, leadBody(keys));
    expect(posted.statusCode, posted.body).toBe(201);
    expect(leadSchema.parse(posted.json())).toMatchObject({
      companyId: poster.companyId,
      categoryId: 1,
      subcategoryId: 12,
    });

    const unfinished = await member(app, db, { company: { subcategoryId: null } });
    const theirKeys = await uploadImages(app, unfinished, [pngBytes()]);
    const noSubcategory = await postLead(app, unfinished, leadBody(theirKeys));
    expect(noSubcategory.statusCode).toBe(400);
    expect(errorOf(noSubcategory).message).toBe(
      'subcategoryId: You cannot create leads without a valid registered subcategory. Please contact support.',
    );
  });

  it('takes 1 to 3 images that this company uploaded, each once', async () => {
    const { app, poster, other } = await setUp();
    const none = await postLead(app, poster, leadBody([]));
    expect(none.statusCode).toBe(400);
    expect(errorOf(none).message).toBe('images: Please upload at least one image');

    const four = await uploadImages(app, poster, [pngBytes(), pngBytes(), pngBytes()]);
    const fourth = await uploadImages(app, poster, [pngBytes()]);
    const tooMany = await postLead(app, poster, leadBody([...four, ...fourth]));
    expect(tooMany.statusCode).toBe(400);

    const foreign = await uploadImages(app, other, [pngBytes()]);
    const someoneElses = await postLead(app, poster, leadBody(foreign));
    expect(someoneElses.statusCode).toBe(400);
    expect(errorOf(someoneElses).message).toBe(
      'images.0.objectKey: This image was not uploaded by you. Please upload it again.',
    );

    // The fallback key a browser would make up when an upload fails is not a stored image.
    const madeUp = await postLead(app, poster, leadBody([`temp_${Date.now()}`]));
    expect(madeUp.statusCode).toBe(400);

    const presignedOnly = await app.inject({
      method: 'POST',
      url: '/uploads/leads/presign',
      headers: bearer(poster.token),
      payload: { count: 1, contentTypes: ['image/jpeg'], sizes: [jpegBytes().length] },
    });
    const [notUploaded] = leadImagesPresignResponseSchema.parse(presignedOnly.json()).urls;
    const notThere = await postLead(app, poster, leadBody([notUploaded?.objectKey ?? '']));
    expect(notThere.statusCode).toBe(400);
    expect(errorOf(notThere).message).toBe(
      'images.0.objectKey: The image has not been uploaded yet. Please upload it again.',
    );

    const twice = await postLead(
      app,
      poster,
      leadBody([], {
        images: [
          { objectKey: four[0], sortOrder: 0 },
          { objectKey: four[0], sortOrder: 1 },
        ],
      }),
    );
    expect(twice.statusCode).toBe(400);

    const first = await postLead(app, poster, leadBody([four[0] ?? '']));
    expect(first.statusCode).toBe(201);
    const reused = await postLead(app, poster, leadBody([four[0] ?? '']));
    expect(reused.statusCode).toBe(400);
    expect(errorOf(reused).message).toBe(
      'images: This image belongs to another lead. Please upload it again.',
    );
  });

  it("takes no company id (a lead is the caller's company's), and checks fields one by one", async () => {
    const { app, poster, other } = await setUp();
    const keys = await uploadImages(app, poster, [pngBytes()]);
    const forOther = await postLead(app, poster, leadBody(keys, { companyId: other.companyId }));
    expect(forOther.statusCode).toBe(400);

    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'title'],
      [{ title: 'x'.repeat(141) }, 'title'],
      [{ brief: 'x'.repeat(281) }, 'brief'],
      [{ description: '' }, 'description'],
      [{ location: '' }, 'location'],
      [{ email: 'not-an-address' }, 'email'],
      [{ phone: 'call me' }, 'phone'],
    ];
    for (const [overrides, field] of cases) {
      const response = await postLead(app, poster, leadBody(keys, overrides));
      expect(response.statusCode, field).toBe(400);
      expect(errorOf(response).field, JSON.stringify(overrides)).toBe(field);
    }
  });

  it('saves idempotently, lists saved leads, and unsaves', async () => {
    const { app, poster, other } = await setUp();
    const lead = await createdLead(app, poster);

    for (let time = 0; time < 2; time += 1) {
      const saved = await save(app, other, lead.id, 'save');
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ saved: true });
    }
    expect(await listIds(app, other, '/me/saved-leads')).toEqual([lead.id]);
    const seen = leadsPageSchema.parse((await get(app, other, '/leads')).json()).items[0];
    expect(seen?.isSaved).toBe(true);
    // Saved by one company, not by another.
    expect(leadsPageSchema.parse((await get(app, poster, '/leads')).json()).items[0]?.isSaved).toBe(
      false,
    );

    const missing = await save(app, other, '00000000-0000-4000-8000-000000000000', 'save');
    expect(missing.statusCode).toBe(404);

    for (let time = 0; time < 2; time += 1) {
      const unsaved = await save(app, other, lead.id, 'unsave');
      expect(unsaved.json()).toEqual({ saved: false });
    }
    expect(await listIds(app, other, '/me/saved-leads')).toEqual([]);
  });

  it('is deleted only by its own company, leaves every saved list, and its files go', async () => {
    const { app, poster, other } = await setUp();
    const lead = await createdLead(app, poster);
    await save(app, other, lead.id, 'save');
    await save(app, poster, lead.id, 'save');

    const byOther = await app.inject({
      method: 'DELETE',
      url: `/leads/${lead.id}`,
      headers: bearer(other.token),
    });
    expect(byOther.statusCode).toBe(403);
    expect(errorOf(byOther).message).toBe(
      'You can only post, save and delete leads for your own company.',
    );

    const storage = app.ctx.adapters.storage;
    const keys = lead.images.map((image) => image.objectKey);
    for (const key of keys) expect(await storage.exists(key)).toBe(true);

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/leads/${lead.id}`,
      headers: bearer(poster.token),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await listIds(app, other, '/me/saved-leads')).toEqual([]);
    expect(await listIds(app, poster, '/me/saved-leads')).toEqual([]);
    expect(await listIds(app, other, '/leads')).toEqual([]);
    expect((await get(app, other, `/leads/${lead.id}`)).statusCode).toBe(404);
    const again = await app.inject({
      method: 'DELETE',
      url: `/leads/${lead.id}`,
      headers: bearer(poster.token),
    });
    expect(again.statusCode).toBe(404);

    // The files are removed by the background job, not in the request.
    for (const key of keys) expect(await storage.exists(key)).toBe(true);
    expect(await app.storageCleanup.runOnce()).toBe(2);
    for (const key of keys) expect(await storage.exists(key)).toBe(false);
  });

  it('pages newest first, and leads posted meanwhile neither repeat nor push others out', async () => {
    const { app, db, clock, poster, other } = await setUp();
    const post = async (title: string) => {
      clock.advance(1000);
      return insertLead(
        db,
        {
          companyId: poster.companyId,
          title,
          description: 'Details',
          categoryId: 1,
          subcategoryId: 12,
          location: 'Pune, Maharashtra',
          email: 'a@b.example',
          phone: '+91 98765 43210',
          createdAt: clock.now(),
        },
        [{ objectKey: `leads/${title}.png`, sortOrder: 0 }],
      );
    };
    const first = [];
    for (let index = 0; index < 5; index += 1) first.push(await post(`lead ${index}`));
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/leads?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = leadsPageSchema.parse((await get(app, other, url)).json());
      seen.push(...page.items.map((lead: Lead) => lead.id));
      cursor = page.nextCursor;
      pages += 1;
      await post(`later ${pages}`);
    } while (cursor);
    expect(seen).toEqual([...first].reverse());
    expect(pages).toBe(3);

    const badCursor = await get(app, other, '/leads?cursor=nonsense');
    expect(badCursor.statusCode).toBe(400);
    expect((await get(app, other, '/leads?limit=51')).statusCode).toBe(400);
  });
});

describe('lead alerts', () => {
  async function digests(db: Database, to: string) {
    return db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, to), eq(outbox.kind, 'lead-alert-digest')));
  }

  /** Gives or withdraws the lead-alert consent, as the Privacy page does. */
  function leadAlertConsent(app: ZodApp, who: Member, granted: boolean) {
    return app.inject({
      method: 'PUT',
      url: '/me/consents',
      headers: bearer(who.token),
      payload: { leadAlerts: granted },
    });
  }

  function follow(app: ZodApp, who: Member, subcategoryIds: number[]) {
    return app.inject({
      method: 'PUT',
      url: '/me/lead-alerts',
      headers: bearer(who.token),
      payload: { subcategoryIds },
    });
  }

  it('sends nothing to a follower who withdrew the lead-alert consent', async () => {
    const { app, db, poster, other } = await setUp();
    expect((await follow(app, other, [12])).statusCode).toBe(200);
    const withdrawn = await leadAlertConsent(app, other, false);
    expect(withdrawn.statusCode).toBe(200);
    await createdLead(app, poster, { title: 'Brass valves wanted' });
    expect(await app.leadAlertDigests.runOnce()).toBe(0);
    expect(await digests(db, other.email)).toEqual([]);

    // Given again (following is asking for the alerts), the next lead is sent.
    await leadAlertConsent(app, other, true);
    await createdLead(app, poster, { title: 'Ball valves on offer' });
    expect(await app.leadAlertDigests.runOnce()).toBe(1);
  });

  it('checks consent and membership again when the digest goes: what waited for a member who withdrew or lapsed is dropped', async () => {
    const { app, db, poster, other } = await setUp();
    const lapsing = await member(app, db);
    await follow(app, other, [12]);
    await follow(app, lapsing, [12]);
    await createdLead(app, poster, { title: 'Brass valves wanted' });

    // Both were alerted when the lead came; before the digest goes, one withdraws
    // the consent and the other's membership ends.
    await leadAlertConsent(app, other, false);
    const [lapsingCompany] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.ownerUserId, lapsing.userId));
    await db
      .update(memberships)
      .set({ status: 'ended' })
      .where(eq(memberships.companyId, lapsingCompany?.id ?? ''));

    expect(await app.leadAlertDigests.runOnce()).toBe(0);
    expect(await digests(db, other.email)).toEqual([]);
    expect(await digests(db, lapsing.email)).toEqual([]);

    // Given again, the consent brings only leads posted after it, not the dropped one.
    await leadAlertConsent(app, other, true);
    await createdLead(app, poster, { title: 'Ball valves on offer' });
    expect(await app.leadAlertDigests.runOnce()).toBe(1);
    const [digest] = await digests(db, other.email);
    expect(digest?.subject).toBe('New lead: Ball valves on offer');
  });

  it('sends the digest of a member who opted in to WhatsApp there first, with SMS and e-mail waiting', async () => {
    const { app, db, poster, other } = await setUp();
    await follow(app, other, [12]);
    const optedIn = await app.inject({
      method: 'PUT',
      url: '/me/whatsapp',
      headers: bearer(other.token),
      payload: { optedIn: true, wordingVersion: WHATSAPP_OPT_IN_WORDING.version },
    });
    expect(optedIn.statusCode).toBe(200);
    const { phone } = optedIn.json<{ phone: string }>();
    await createdLead(app, poster, { title: 'Brass valves wanted' });
    expect(await app.leadAlertDigests.runOnce()).toBe(1);

    const rows = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'lead-alert-digest'), inArray(outbox.to, [phone, other.email])))
      .orderBy(asc(outbox.fallbackStep));
    expect(rows.map((row) => [row.channel, row.to, row.held])).toEqual([
      ['whatsapp', phone, false],
      ['sms', phone, true],
      ['email', other.email, true],
    ]);
    expect(rows[0]?.whatsappTemplate).toEqual({
      template: 'leadAlert',
      parameters: [
        expect.stringMatching(
          /^New lead: Brass valves wanted \(.+\)\. See http:\/\/localhost:3000\/my-leads$/,
        ),
      ],
    });
  });

  it('sends followers one digest an hour linking to each new lead, never to the poster', async () => {
    const { app, db, clock, poster, other } = await setUp();
    const lapsed = await member(app, db);
    expect((await follow(app, other, [12, 12, 30])).statusCode).toBe(200);
    expect(leadAlertsSchema.parse((await get(app, other, '/me/lead-alerts')).json())).toEqual({
      subcategoryIds: [12, 30],
      digestEveryMinutes: 60,
    });
    await follow(app, poster, [12]);
    await follow(app, lapsed, [12]);
    // The lapsed member's membership ends before the leads come.
    const [lapsedCompany] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.ownerUserId, lapsed.userId));
    await db
      .update(memberships)
      .set({ status: 'ended' })
      .where(eq(memberships.companyId, lapsedCompany?.id ?? ''));

    const first = await createdLead(app, poster, { title: 'Brass valves wanted' });
    clock.advance(5 * MINUTE);
    const second = await createdLead(app, poster, { title: 'Ball valves on offer' });

    expect(await app.leadAlertDigests.runOnce()).toBe(1);
    expect(await app.leadAlertDigests.runOnce()).toBe(0);
    const [digest, ...more] = await digests(db, other.email);
    expect(more).toEqual([]);
    expect(digest?.subject).toBe('2 new leads in the subcategories you follow');
    expect(digest?.text).toContain(`http://localhost:3000/my-leads?lead=${first.id}`);
    expect(digest?.text).toContain(`http://localhost:3000/my-leads?lead=${second.id}`);
    expect(await digests(db, poster.email)).toEqual([]);
    expect(await digests(db, lapsed.email)).toEqual([]);

    // Within the hour a new lead waits for the next digest.
    clock.advance(30 * MINUTE);
    poster.token = (await signIn(app, poster.email)).accessToken;
    const third = await createdLead(app, poster, { title: 'Gate valves for a dam project' });
    expect(await app.leadAlertDigests.runOnce()).toBe(0);
    clock.advance(HOUR);
    other.token = (await signIn(app, other.email)).accessToken;
    expect(await app.leadAlertDigests.runOnce()).toBe(1);
    const all = await digests(db, other.email);
    expect(all).toHaveLength(2);
    const latest = all.find((message) => message.id !== digest?.id);
    expect(latest?.subject).toBe('New lead: Gate valves for a dam project');
    expect(latest?.text).toContain(`/my-leads?lead=${third.id}`);
    expect(latest?.text).not.toContain(first.id);

    // Unfollowing stops them.
    expect(leadAlertsSchema.parse((await follow(app, other, [])).json()).subcategoryIds).toEqual(
      [],
    );
    clock.advance(2 * HOUR);
    poster.token = (await signIn(app, poster.email)).accessToken;
    await createdLead(app, poster, { title: 'Needle valves' });
    expect(await app.leadAlertDigests.runOnce()).toBe(0);
  });

  it('asks for a digest run as soon as a new lead has followers, instead of waiting for the schedule', async () => {
    // This app works no jobs and runs no schedule: what waits in the queue is what was asked for.
    const { app, poster, other } = await setUp();
    const waitingRuns = () => app.ctx.jobs.boss.getQueueSize(QUEUES.leadAlertDigests);
    expect(await waitingRuns()).toBe(0);

    await createdLead(app, poster, { title: 'Copper valves wanted' });
    expect(await waitingRuns()).toBe(0); // nobody follows the subcategory yet

    await follow(app, other, [12]);
    await createdLead(app, poster, { title: 'Brass valves wanted' });
    await expect.poll(waitingRuns).toBe(1);
    // One waiting run serves every lead until it starts.
    await createdLead(app, poster, { title: 'Gate valves wanted' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await waitingRuns()).toBe(1);
  });

  it('refuses unknown subcategories and too many', async () => {
    const { app, other } = await setUp();
    const unknown = await follow(app, other, [99999]);
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).message).toBe('subcategoryIds: Choose subcategories from the list.');
    const tooMany = await follow(
      app,
      other,
      Array.from({ length: 51 }, (_, index) => index + 1),
    );
    expect(tooMany.statusCode).toBe(400);
  });
});
