import { auditListResponseSchema } from '@club/contract/audit';
import { adminNewsPageSchema, newsItemSchema, newsListResponseSchema } from '@club/contract/news';
import { presignResponseSchema } from '@club/contract/uploads';
import { describe, expect, it } from 'vitest';
import type { ZodApp } from '../src/http/zod-app';
import { grantRoleByEmails } from '../src/platform/users/repository';
import { bearer, createMember, pngBytes } from './helpers/members';
import { signIn } from './helpers/sign-in';
import { buildTestApp } from './helpers/test-app';

const PUBLIC_URL = 'https://api.bizbridge.example';

async function setUp() {
  const test = await buildTestApp({ env: { PUBLIC_URL } });
  const adminUser = await createMember(test.db, { email: 'admin@example.in' });
  await grantRoleByEmails(test.db, 'admin', [adminUser.email]);
  const member = await createMember(test.db, { email: 'member@example.in' });
  const admin = (await signIn(test.app, adminUser.email)).accessToken;
  const memberToken = (await signIn(test.app, member.email)).accessToken;
  return { ...test, admin, adminEmail: adminUser.email, memberToken };
}

function post(app: ZodApp, token: string | null, payload: object) {
  return app.inject({
    method: 'POST',
    url: '/news',
    headers: token ? bearer(token) : {},
    payload,
  });
}

/** An image uploaded the way the news manager does it: presign, then PUT. */
async function uploadImage(app: ZodApp, token: string): Promise<string> {
  const body = pngBytes(512);
  const presign = await app.inject({
    method: 'POST',
    url: '/uploads/news/presign',
    headers: bearer(token),
    payload: { contentType: 'image/png', size: body.length },
  });
  expect(presign.statusCode).toBe(200);
  const link = presignResponseSchema.parse(presign.json());
  const target = new URL(link.uploadUrl);
  const put = await app.inject({
    method: 'PUT',
    url: `${target.pathname}${target.search}`,
    headers: { 'content-type': 'image/png' },
    payload: body,
  });
  expect(put.statusCode).toBe(200);
  return link.objectKey;
}

const valid = { title: 'Pune makers meet', content: 'The details.', tags: ['Business', 'Market'] };

describe('POST /news', () => {
  it('publishes an item an admin sends, with its image, at the top of the public list', async () => {
    const { app, admin } = await setUp();
    const imageKey = await uploadImage(app, admin);
    const before = await app.inject({ method: 'GET', url: '/news' });
    const response = await post(app, admin, {
      ...valid,
      source: 'Club office',
      externalUrl: 'https://example.in/story',
      imageKey,
    });
    expect(response.statusCode).toBe(201);
    const item = newsItemSchema.parse(response.json());
    expect(item).toMatchObject({
      title: valid.title,
      tags: valid.tags,
      source: 'Club office',
      externalUrl: 'https://example.in/story',
      imageKey,
      imageUrl: expect.stringContaining(imageKey),
    });

    // The cached list changes at once: a new ETag, the item first.
    const after = await app.inject({ method: 'GET', url: '/news' });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.headers['cache-control']).toContain('public');
    expect(newsListResponseSchema.parse(after.json()).items[0]?.id).toBe(item.id);
  });

  it('is refused to visitors (401) and to everyone but admins (403)', async () => {
    const { app, memberToken } = await setUp();
    expect((await post(app, null, valid)).statusCode).toBe(401);
    const refused = await post(app, memberToken, valid);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    const list = newsListResponseSchema.parse((await app.inject({ url: '/news' })).json());
    expect(list.items).toEqual([]);
  });

  it.each([
    [{ ...valid, title: 'ab' }, 'title: Title must be between 3 and 180 characters'],
    [{ ...valid, title: 'x'.repeat(181) }, 'title: Title must be between 3 and 180 characters'],
    [{ ...valid, title: '   ' }, 'title: Please fill in title and content'],
    [{ ...valid, content: '' }, 'content: Please fill in title and content'],
    [{ ...valid, externalUrl: 'ftp://example.in/x' }, 'externalUrl: Enter a valid URL'],
    [{ ...valid, externalUrl: 'not a url' }, 'externalUrl: Enter a valid URL'],
    [{ ...valid, tags: ['Business', 'Astrology'] }, 'tags.1: Invalid'],
  ])('refuses %j with "%s"', async (payload, message) => {
    const { app, admin } = await setUp();
    const response = await post(app, admin, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
  });

  it('takes at most 20 tags, every one from the fixed list', async () => {
    const { app, admin } = await setUp();
    const tags = [
      'Manufacturing',
      'Technology',
      'Trade',
      'Sustainability',
      'Finance',
      'Healthcare',
      'Agriculture',
      'Education',
      'Business',
      'Innovation',
      'Policy',
      'Market',
      'Export',
      'Import',
      'Make in India',
      'Investment',
      'Foreign Investment',
      'Economy',
      'IT',
      'GCC',
    ];
    expect((await post(app, admin, { ...valid, tags })).statusCode).toBe(201);
    const tooMany = await post(app, admin, { ...valid, tags: [...tags, 'Business'] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.field).toBe('tags');
  });

  it('refuses an image key not issued to this admin, or not uploaded', async () => {
    const { app, db, admin } = await setUp();
    const other = await createMember(db, { email: 'second.admin@example.in' });
    await grantRoleByEmails(db, 'admin', [other.email]);
    const otherToken = (await signIn(app, other.email)).accessToken;
    const othersKey = await uploadImage(app, otherToken);
    const foreign = await post(app, admin, { ...valid, imageKey: othersKey });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toMatchObject({
      field: 'imageKey',
      message: 'imageKey: This image was not uploaded through an upload link given to you',
    });

    const invented = await post(app, admin, { ...valid, imageKey: 'news/made-up.png' });
    expect(invented.statusCode).toBe(400);

    const presign = await app.inject({
      method: 'POST',
      url: '/uploads/news/presign',
      headers: bearer(admin),
      payload: { contentType: 'image/png', size: 512 },
    });
    const notSent = presignResponseSchema.parse(presign.json()).objectKey;
    const missing = await post(app, admin, { ...valid, imageKey: notSent });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('imageKey: The image has not been uploaded yet');
  });
});

describe('PATCH and PUT /news/:id', () => {
  it('answer 405: editing is not supported', async () => {
    const { app, admin } = await setUp();
    const item = newsItemSchema.parse((await post(app, admin, valid)).json());
    for (const method of ['PATCH', 'PUT'] as const) {
      const response = await app.inject({
        method,
        url: `/news/${item.id}`,
        headers: bearer(admin),
        payload: { title: 'Changed title' },
      });
      expect(response.statusCode).toBe(405);
      expect(response.json()).toEqual({
        error: {
          code: 'METHOD_NOT_ALLOWED',
          message: 'Editing is not supported. Please delete and create a new news item instead.',
        },
      });
    }
  });
});

describe('DELETE /news/:id', () => {
  it('removes the item from the list and lookups, keeps a tombstone, removes the image', async () => {
    const { app, admin, memberToken } = await setUp();
    const imageKey = await uploadImage(app, admin);
    const item = newsItemSchema.parse((await post(app, admin, { ...valid, imageKey })).json());
    const listed = await app.inject({ url: '/news' });

    const refused = await app.inject({
      method: 'DELETE',
      url: `/news/${item.id}`,
      headers: bearer(memberToken),
    });
    expect(refused.statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'DELETE', url: `/news/${item.id}` });
    expect(anonymous.statusCode).toBe(401);

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/news/${item.id}`,
      headers: bearer(admin),
    });
    expect(deleted.statusCode).toBe(200);

    const list = await app.inject({
      url: '/news',
      headers: { 'if-none-match': listed.headers.etag as string },
    });
    expect(list.statusCode).toBe(200);
    expect(newsListResponseSchema.parse(list.json()).items).toEqual([]);
    expect((await app.inject({ url: `/news/${item.id}` })).statusCode).toBe(404);
    // Deleting again finds nothing: the tombstone is not an item.
    const again = await app.inject({
      method: 'DELETE',
      url: `/news/${item.id}`,
      headers: bearer(admin),
    });
    expect(again.statusCode).toBe(404);

    // The image goes with the background clean-up, not in the request.
    expect(await app.ctx.adapters.storage.exists(imageKey)).toBe(true);
    expect(await app.storageCleanup.runOnce()).toBe(1);
    expect(await app.ctx.adapters.storage.exists(imageKey)).toBe(false);
  });
});

describe('GET /admin/audit', () => {
  it('records who created and deleted what, newest first, for admins only', async () => {
    const { app, admin, adminEmail, memberToken, clock } = await setUp();
    const item = newsItemSchema.parse((await post(app, admin, valid)).json());
    clock.advance(60_000);
    await app.inject({ method: 'DELETE', url: `/news/${item.id}`, headers: bearer(admin) });

    const response = await app.inject({ url: '/admin/audit', headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    const { items } = auditListResponseSchema.parse(response.json());
    expect(items.map((entry) => [entry.action, entry.actorEmail, entry.subjectTitle])).toEqual([
      ['news.delete', adminEmail, valid.title],
      ['news.create', adminEmail, valid.title],
    ]);
    expect(items.every((entry) => entry.subjectId === item.id)).toBe(true);

    const forOne = auditListResponseSchema.parse(
      (
        await app.inject({
          url: '/admin/audit',
          query: { subjectId: item.id, limit: '1' },
          headers: bearer(admin),
        })
      ).json(),
    );
    expect(forOne.items.map((entry) => entry.action)).toEqual(['news.delete']);
    expect(forOne.nextCursor).not.toBeNull();

    expect((await app.inject({ url: '/admin/audit' })).statusCode).toBe(401);
    const member = await app.inject({ url: '/admin/audit', headers: bearer(memberToken) });
    expect(member.statusCode).toBe(403);
  });
});

describe('GET /admin/news', () => {
  it('lists live items newest first with the admin who added each, the total, and pages on', async () => {
    const { app, admin, adminEmail, memberToken, clock } = await setUp();
    const list = async (query: Record<string, string> = {}) => {
      const response = await app.inject({ url: '/admin/news', query, headers: bearer(admin) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      return adminNewsPageSchema.parse(response.json());
    };
    const before = await list();
    const created = [];
    for (const title of ['First of three', 'Second of three', 'Third of three']) {
      clock.advance(1_000);
      created.push(newsItemSchema.parse((await post(app, admin, { ...valid, title })).json()));
    }
    const [, second] = created;
    await app.inject({ method: 'DELETE', url: `/news/${second?.id}`, headers: bearer(admin) });

    const first = await list({ limit: '1' });
    expect(first.total).toBe(before.total + 2);
    expect(first.items.map((item) => [item.title, item.addedBy])).toEqual([
      ['Third of three', adminEmail],
    ]);
    const next = await list({ limit: '1', cursor: first.nextCursor ?? '' });
    // The deleted one is skipped.
    expect(next.items.map((item) => item.title)).toEqual(['First of three']);

    // Items that came with the site have no admin to name.
    const all = await list({ limit: '50' });
    expect(all.items.filter((item) => item.addedBy === null)).toHaveLength(before.total);

    const member = await app.inject({ url: '/admin/news', headers: bearer(memberToken) });
    expect(member.statusCode).toBe(403);
    expect((await app.inject({ url: '/admin/news' })).statusCode).toBe(401);
  });
});
