import { companyProfileSchema } from '@club/contract/companies';
import { LEAD_MESSAGES } from '@club/contract/leads';
import {
  leadImagesPresignResponseSchema,
  presignResponseSchema,
  type PresignedUpload,
} from '@club/contract/uploads';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploads } from '../src/db/schema/uploads';
import { updateCompanyProfile } from '../src/features/companies/profile-repository';
import { holdUploads } from '../src/platform/upload-store/repository';
import type { ZodApp } from '../src/http/zod-app';
import { grantRoleByEmails } from '../src/platform/users/repository';
import { bearer, createMember, jpegBytes, pngBytes } from './helpers/members';
import { signIn } from './helpers/sign-in';
import { buildTestApp, HOUR, MINUTE } from './helpers/test-app';
import { logoLink, putToUploadLink } from './helpers/uploads';

const PUBLIC_URL = 'https://api.bizbridge.example';
const FIVE_MB = 5 * 1024 * 1024;
/** The clean-up looks for unused uploads every ten minutes. */
const UNUSED_UPLOADS_SEARCH_INTERVAL = 10 * MINUTE;

async function setUp() {
  const test = await buildTestApp({ env: { PUBLIC_URL } });
  const member = await createMember(test.db);
  const session = await signIn(test.app, member.email);
  return { ...test, member, token: session.accessToken };
}

function presignLogo(app: ZodApp, token: string | null, body: object) {
  return app.inject({
    method: 'POST',
    url: '/uploads/company/profile/presign',
    headers: token ? bearer(token) : {},
    payload: body,
  });
}

/** A parameter of an operation in the OpenAPI document. */
interface DocumentedParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: unknown;
}

function withQuery(link: PresignedUpload, name: string, value: string): string {
  const url = new URL(link.uploadUrl);
  url.searchParams.set(name, value);
  return url.toString();
}

function patchProfile(app: ZodApp, token: string, body: object) {
  return app.inject({
    method: 'PATCH',
    url: '/companies/profile',
    headers: bearer(token),
    payload: body,
  });
}

describe('POST /uploads/company/profile/presign', () => {
  it('gives a signed-in owner a five-minute link under a server-made key for their company', async () => {
    const { app, token } = await setUp();
    const link = await logoLink(app, token, 1234);
    expect(link.objectKey).toMatch(/^logos\/[0-9a-f-]{36}\.png$/);
    expect(link.publicUrl).toBe(`${PUBLIC_URL}/files/${link.objectKey}`);
    expect(link.headers).toEqual({ 'Content-Type': 'image/png' });
    const url = new URL(link.uploadUrl);
    expect(`${url.origin}${url.pathname}`).toBe(link.publicUrl);
    expect(url.searchParams.get('contentType')).toBe('image/png');
    expect(url.searchParams.get('size')).toBe('1234');
    const expires = Number(url.searchParams.get('expires')) * 1000;
    expect(expires - Date.now()).toBeGreaterThan(4 * MINUTE);
    expect(expires - Date.now()).toBeLessThanOrEqual(5 * MINUTE + 1000);
  });

  it('refuses visitors, a company named by the caller, other file types and files over 5 MB', async () => {
    const { app, db, token, member } = await setUp();
    const other = await createMember(db);

    expect((await presignLogo(app, null, { contentType: 'image/png', size: 10 })).statusCode).toBe(
      401,
    );

    // The server picks the caller's first company: a body naming a company, anyone's, is refused.
    for (const companyId of [other.companyId, member.companyId]) {
      const named = await presignLogo(app, token, {
        contentType: 'image/png',
        size: 10,
        companyId,
      });
      expect(named.statusCode).toBe(400);
    }
    const link = await logoLink(app, token, 10);
    const [issued] = await db
      .select({ companyId: uploads.companyId })
      .from(uploads)
      .where(eq(uploads.objectKey, link.objectKey));
    expect(issued?.companyId).toBe(member.companyId);

    const gif = await presignLogo(app, token, { contentType: 'image/gif', size: 10 });
    expect(gif.statusCode).toBe(400);
    expect(gif.json().error).toMatchObject({
      field: 'contentType',
      message: 'contentType: Please select an image file',
    });

    const big = await presignLogo(app, token, { contentType: 'image/jpeg', size: FIVE_MB + 1 });
    expect(big.statusCode).toBe(400);
    expect(big.json().error).toMatchObject({
      field: 'size',
      message: 'size: Image size must be less than 5MB',
    });
    expect(
      (await presignLogo(app, token, { contentType: 'image/jpeg', size: FIVE_MB })).statusCode,
    ).toBe(200);
  });

  it('hands out at most 60 links per user an hour', async () => {
    const { app, token, clock, member } = await setUp();
    for (let index = 0; index < 60; index += 1) await logoLink(app, token, 100);
    const refused = await presignLogo(app, token, { contentType: 'image/png', size: 100 });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.json().error.message).toBe(
      'Too many uploads in the last hour. Please try again later.',
    );
    clock.advance(61 * MINUTE);
    await logoLink(app, (await signIn(app, member.email)).accessToken, 100);
  });
});

describe('POST /uploads/news/presign and /uploads/leads/presign', () => {
  it('gives news links to admins only', async () => {
    const { app, db, clock, token, member } = await setUp();
    const body = { contentType: 'image/webp', size: 2048 };
    const refused = await app.inject({
      method: 'POST',
      url: '/uploads/news/presign',
      headers: bearer(token),
      payload: body,
    });
    expect(refused.statusCode).toBe(403);

    await grantRoleByEmails(db, 'admin', [member.email]);
    // The API reads the roles again with the session, SESSION_RECHECK_SECONDS (5) later.
    clock.advance(5_000);
    const allowed = await app.inject({
      method: 'POST',
      url: '/uploads/news/presign',
      headers: bearer(token),
      payload: body,
    });
    expect(allowed.statusCode).toBe(200);
    expect(presignResponseSchema.parse(allowed.json()).objectKey).toMatch(
      /^news\/[0-9a-f-]{36}\.webp$/,
    );
  });

  it('gives lead image links to members only, as POST /leads does', async () => {
    const { app, db } = await setUp();
    const newcomer = await createMember(db, { membershipTypeId: null });
    const token = (await signIn(app, newcomer.email)).accessToken;
    const body = {
      count: 3,
      contentTypes: ['image/png', 'image/png', 'image/png'],
      sizes: [1, 1, 1],
    };
    const refused = await app.inject({
      method: 'POST',
      url: '/uploads/leads/presign',
      headers: bearer(token),
      payload: body,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: { code: 'FORBIDDEN', message: LEAD_MESSAGES.membersOnly },
    });
    const issued = await db.select().from(uploads).where(eq(uploads.userId, newcomer.userId));
    expect(issued).toEqual([]);
    const visitor = await app.inject({
      method: 'POST',
      url: '/uploads/leads/presign',
      payload: body,
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('gives one link per lead image, in order, at most 3', async () => {
    const { app, token } = await setUp();
    const ok = await app.inject({
      method: 'POST',
      url: '/uploads/leads/presign',
      headers: bearer(token),
      payload: { count: 2, contentTypes: ['image/jpeg', 'image/png'], sizes: [100, 200] },
    });
    expect(ok.statusCode).toBe(200);
    const { urls } = leadImagesPresignResponseSchema.parse(ok.json());
    expect(urls.map((link) => link.objectKey)).toEqual([
      expect.stringMatching(/^leads\/[0-9a-f-]{36}\.jpg$/),
      expect.stringMatching(/^leads\/[0-9a-f-]{36}\.png$/),
    ]);

    const four = await app.inject({
      method: 'POST',
      url: '/uploads/leads/presign',
      headers: bearer(token),
      payload: {
        count: 4,
        contentTypes: ['image/png', 'image/png', 'image/png', 'image/png'],
        sizes: [1, 1, 1, 1],
      },
    });
    expect(four.statusCode).toBe(400);
    expect(four.json().error.field).toBe('count');
  });
});

describe('PUT to a local upload link', () => {
  it('stores the file, serves it at the public URL for a year, and takes the link once', async () => {
    const { app, token } = await setUp();
    const file = pngBytes(4096);
    const link = await logoLink(app, token, file.length);

    const stored = await putToUploadLink(app, link.uploadUrl, file, 'image/png');
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toEqual({ ok: true });

    const served = await app.inject({ method: 'GET', url: new URL(link.publicUrl).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(file)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const again = await putToUploadLink(app, link.uploadUrl, file, 'image/png');
    expect(again.statusCode).toBe(409);
  });

  it('is documented (OpenAPI) with exactly the query parameters its links carry', async () => {
    const { app, token } = await setUp();
    const link = await logoLink(app, token, 300);
    const document = await app.inject({ method: 'GET', url: '/openapi.json' });
    const operation = document.json<{
      paths: Record<string, { put?: { parameters?: DocumentedParameter[] } }>;
    }>().paths['/files/{*}']?.put;
    const parameters = operation?.parameters ?? [];

    const linkQuery = [...new URL(link.uploadUrl).searchParams.keys()];
    expect(linkQuery.sort()).toEqual(['contentType', 'expires', 'signature', 'size']);
    const query = parameters.filter((parameter) => parameter.in === 'query');
    expect(query.map((parameter) => parameter.name).sort()).toEqual(linkQuery);
    for (const parameter of query) expect(parameter.schema).toEqual({ type: 'string' });
    expect(parameters.filter((parameter) => parameter.in !== 'query')).toEqual([
      expect.objectContaining({ in: 'path', name: '*', required: true }),
    ]);
  });

  it('refuses a tampered link and an expired one', async () => {
    const { app, token, clock } = await setUp();
    const file = pngBytes(300);
    const link = await logoLink(app, token, file.length);

    for (const tampered of [
      withQuery(link, 'size', '301'),
      withQuery(link, 'contentType', 'image/jpeg'),
      withQuery(link, 'expires', String(Math.floor(Date.now() / 1000) + 3600)),
      withQuery(link, 'signature', 'A'.repeat(43)),
      // Another key: the first character of the uuid changed.
      link.uploadUrl.replace(
        link.objectKey,
        link.objectKey.replace(/^logos\/(.)/, (_match, first: string) =>
          first === '0' ? 'logos/1' : 'logos/0',
        ),
      ),
    ]) {
      const response = await putToUploadLink(app, tampered, file, 'image/png');
      expect(response.statusCode, tampered).toBe(403);
      expect(response.json().error.message).toBe('This upload link is not valid.');
    }

    clock.advance(5 * MINUTE + 1000);
    const expired = await putToUploadLink(app, link.uploadUrl, file, 'image/png');
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error.message).toBe(
      'This upload link has expired. Please choose the file again.',
    );
  });

  it('refuses another content type, another size, over 5 MB, and bytes that are not that image', async () => {
    const { app, token } = await setUp();
    const file = pngBytes(1000);
    const link = await logoLink(app, token, file.length);

    const wrongType = await putToUploadLink(app, link.uploadUrl, file, 'image/jpeg');
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().error.message).toBe('This upload link is for image/png files only.');

    const larger = await putToUploadLink(app, link.uploadUrl, pngBytes(1001), 'image/png');
    expect(larger.statusCode).toBe(413);
    const smaller = await putToUploadLink(app, link.uploadUrl, pngBytes(999), 'image/png');
    expect(smaller.statusCode).toBe(400);

    const huge = await putToUploadLink(app, link.uploadUrl, pngBytes(FIVE_MB + 1), 'image/png');
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('PAYLOAD_TOO_LARGE');

    const text = Buffer.alloc(1000, 'not an image, just text renamed to .png ');
    const notPng = await putToUploadLink(app, link.uploadUrl, text, 'image/png');
    expect(notPng.statusCode).toBe(415);
    expect(notPng.json().error.message).toBe('The file is not a PNG image.');

    // None of those used the link up.
    expect((await putToUploadLink(app, link.uploadUrl, file, 'image/png')).statusCode).toBe(200);
  });
});

describe('using an uploaded key in the company profile', () => {
  it('accepts the logo uploaded by the caller and shows it in the profile', async () => {
    const { app, token } = await setUp();
    const file = jpegBytes(2000);
    const link = await logoLink(app, token, file.length, 'image/jpeg');
    expect((await putToUploadLink(app, link.uploadUrl, file, 'image/jpeg')).statusCode).toBe(200);

    const saved = await patchProfile(app, token, { profileImageKey: link.objectKey });
    expect(saved.statusCode).toBe(200);
    const profile = companyProfileSchema.parse(saved.json());
    expect(profile.profileImageKey).toBe(link.objectKey);
    expect(profile.profileImageUrl).toBe(link.publicUrl);
  });

  it('refuses a key issued to someone else, a key never issued, and a file that was never uploaded', async () => {
    const { app, db, token } = await setUp();
    const other = await createMember(db);
    const otherToken = (await signIn(app, other.email)).accessToken;
    const file = pngBytes(500);
    const othersLink = await logoLink(app, otherToken, file.length);
    expect((await putToUploadLink(app, othersLink.uploadUrl, file, 'image/png')).statusCode).toBe(
      200,
    );

    const stolen = await patchProfile(app, token, { profileImageKey: othersLink.objectKey });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error).toEqual({
      code: 'VALIDATION_ERROR',
      field: 'profileImageKey',
      message: 'profileImageKey: This image was not uploaded by you. Please upload it again.',
    });

    const madeUp = await patchProfile(app, token, { profileImageKey: 'logos/made-up.png' });
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().error.field).toBe('profileImageKey');

    const notSent = await logoLink(app, token, 500);
    const missing = await patchProfile(app, token, { profileImageKey: notSent.objectKey });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe(
      'profileImageKey: The image has not been uploaded yet. Please upload it again.',
    );
  });
});

describe('uploads nothing uses', () => {
  async function uploaded(app: ZodApp, token: string, url: string, body: object, file: Buffer) {
    const response = await app.inject({
      method: 'POST',
      url,
      headers: bearer(token),
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    const json = response.json<{ urls?: PresignedUpload[] } & PresignedUpload>();
    const link = json.urls?.[0] ?? json;
    expect((await putToUploadLink(app, link.uploadUrl, file, 'image/png')).statusCode).toBe(200);
    return link.objectKey;
  }

  const served = async (app: ZodApp, key: string) =>
    (await app.inject({ method: 'GET', url: `/files/${key}` })).statusCode;

  it('are removed after 24 hours, file and record; what a lead, profile or news item uses stays', async () => {
    const { app, db, token, member, clock } = await setUp();
    await grantRoleByEmails(db, 'admin', [member.email]);
    const file = pngBytes(600);
    const logo = { contentType: 'image/png', size: file.length };
    const leadImage = { count: 1, contentTypes: ['image/png'], sizes: [file.length] };

    const usedByLead = await uploaded(app, token, '/uploads/leads/presign', leadImage, file);
    const usedByProfile = await uploaded(
      app,
      token,
      '/uploads/company/profile/presign',
      logo,
      file,
    );
    const usedByNews = await uploaded(app, token, '/uploads/news/presign', logo, file);
    const unused = await uploaded(app, token, '/uploads/company/profile/presign', logo, file);
    const neverSent = (await logoLink(app, token, file.length)).objectKey;

    const lead = await app.inject({
      method: 'POST',
      url: '/leads',
      headers: bearer(token),
      payload: {
        title: 'Brass valves wanted',
        description: 'DN50, delivery to Vadodara.',
        location: 'Vadodara, Gujarat',
        email: 'buying@example.in',
        phone: '+91 98765 43210',
        images: [{ objectKey: usedByLead, sortOrder: 0 }],
      },
    });
    expect(lead.statusCode, lead.body).toBe(201);
    expect((await patchProfile(app, token, { profileImageKey: usedByProfile })).statusCode).toBe(
      200,
    );
    const news = await app.inject({
      method: 'POST',
      url: '/news',
      headers: bearer(token),
      payload: {
        title: 'Valves fair',
        content: 'In Pune.',
        tags: ['Business'],
        imageKey: usedByNews,
      },
    });
    expect(news.statusCode, news.body).toBe(201);

    clock.advance(23 * HOUR);
    const session = await signIn(app, member.email);
    const fresh = await uploaded(
      app,
      session.accessToken,
      '/uploads/company/profile/presign',
      logo,
      file,
    );
    clock.advance(2 * HOUR);

    // The unused upload's file is queued and removed in the same run.
    expect(await app.storageCleanup.runOnce()).toBe(2);
    expect(await served(app, unused)).toBe(404);
    for (const key of [usedByLead, usedByProfile, usedByNews, fresh]) {
      expect(await served(app, key), key).toBe(200);
    }
    const left = await db
      .select({ key: uploads.objectKey })
      .from(uploads)
      .where(
        inArray(uploads.objectKey, [
          usedByLead,
          usedByProfile,
          usedByNews,
          fresh,
          unused,
          neverSent,
        ]),
      );
    expect(left.map((row) => row.key).sort()).toEqual(
      [usedByLead, usedByProfile, usedByNews, fresh].sort(),
    );

    // A removed upload cannot be used any more.
    const later = await signIn(app, member.email);
    const late = await patchProfile(app, later.accessToken, { profileImageKey: unused });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.field).toBe('profileImageKey');
  });

  // Two transactions at once need a database server (the embedded one runs one at a time).
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'are left alone while a profile starts using them, then kept',
    async () => {
      const { app, db, token, member, clock } = await setUp();
      const file = pngBytes(300);
      const logo = { contentType: 'image/png', size: file.length };
      const key = await uploaded(app, token, '/uploads/company/profile/presign', logo, file);
      clock.advance(25 * HOUR);

      let holding: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (holding = resolve));
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      // What saving the profile does: hold the upload, then use it, in one transaction.
      const saving = db.transaction(async (tx) => {
        expect(await holdUploads(tx, [key])).toBe(true);
        holding();
        await released;
        await updateCompanyProfile(tx, member.companyId, { profileImageKey: key }, clock.now());
      });
      await held;
      expect(await app.storageCleanup.runOnce()).toBe(0);
      release();
      await saving;

      clock.advance(UNUSED_UPLOADS_SEARCH_INTERVAL);
      expect(await app.storageCleanup.runOnce()).toBe(0);
      expect(await served(app, key)).toBe(200);
      expect(await db.select().from(uploads).where(eq(uploads.objectKey, key))).toHaveLength(1);
    },
  );

  it('are removed once however many instances run the clean-up', async () => {
    const { app, token, clock } = await setUp();
    const second = await buildTestApp({ env: { PUBLIC_URL }, clock });
    const file = pngBytes(300);
    const logo = { contentType: 'image/png', size: file.length };
    const keys: string[] = [];
    for (let index = 0; index < 4; index += 1) {
      keys.push(await uploaded(app, token, '/uploads/company/profile/presign', logo, file));
    }
    clock.advance(25 * HOUR);
    const removed = await Promise.all([
      app.storageCleanup.runOnce(),
      second.app.storageCleanup.runOnce(),
    ]);
    expect(removed[0] + removed[1]).toBe(4);
    for (const key of keys) expect(await served(app, key)).toBe(404);
  });
});
