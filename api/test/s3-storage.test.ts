import { companyProfileSchema } from '@club/contract/companies';
import { presignResponseSchema } from '@club/contract/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from '../src/adapters/storage/s3-storage';
import { bearer, createMember, pngBytes } from './helpers/members';
import { S3_TEST_CREDENTIALS, startS3Server } from './helpers/s3-server';
import { signIn } from './helpers/sign-in';
import { buildTestApp, MINUTE } from './helpers/test-app';

const BUCKET = 'club-uploads';
let s3: Awaited<ReturnType<typeof startS3Server>>;

beforeAll(async () => {
  s3 = await startS3Server(BUCKET);
});
afterAll(async () => {
  await s3?.close();
});

function storage() {
  return s3Storage({
    bucket: BUCKET,
    region: 'ap-south-1',
    endpoint: s3.endpoint,
    credentials: S3_TEST_CREDENTIALS,
    forcePathStyle: true,
    publicUrl: null,
  });
}

/** What a browser does with a presigned link: PUT the file with the headers it was given. */
function browserPut(url: string, headers: Record<string, string>, body: Buffer) {
  return fetch(url, { method: 'PUT', headers, body: new Uint8Array(body) });
}

describe('S3 storage (AWS SDK v3 against an S3-compatible server)', () => {
  it('presigns a PUT that stores the file, served from the bucket with a year-long cache', async () => {
    const files = storage();
    const now = new Date();
    const body = pngBytes(3000);
    const link = await files.presignPut(
      {
        key: 'logos/one.png',
        contentType: 'image/png',
        size: body.length,
        expiresAt: new Date(now.getTime() + 5 * MINUTE),
      },
      now,
    );
    const url = new URL(link.url);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe(
      'cache-control;content-length;content-type;host',
    );
    // No checksum of an empty body is signed into the link.
    expect([...url.searchParams.keys()].some((name) => name.includes('checksum'))).toBe(false);

    const response = await browserPut(link.url, link.headers, body);
    expect(response.status).toBe(200);

    expect(await files.exists('logos/one.png')).toBe(true);
    const info = await files.inspect('logos/one.png', 12);
    expect(info).toEqual({
      size: 3000,
      contentType: 'image/png',
      firstBytes: body.subarray(0, 12),
    });

    expect(files.publicUrl('logos/one.png')).toBe(`${s3.endpoint}/${BUCKET}/logos/one.png`);
    const served = await fetch(files.publicUrl('logos/one.png'));
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(body)).toBe(true);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    await files.close?.();
  });

  it('refuses a PUT of another type or size than signed, a tampered link and an expired one', async () => {
    const files = storage();
    const now = new Date();
    const body = pngBytes(1000);
    const grant = {
      key: 'logos/two.png',
      contentType: 'image/png',
      size: body.length,
      expiresAt: new Date(now.getTime() + 5 * MINUTE),
    };
    const link = await files.presignPut(grant, now);

    expect(
      (await browserPut(link.url, { ...link.headers, 'Content-Type': 'image/jpeg' }, body)).status,
    ).toBe(403);
    expect((await browserPut(link.url, link.headers, pngBytes(1001))).status).toBe(403);
    expect(
      (await browserPut(link.url.replace('two.png', 'three.png'), link.headers, body)).status,
    ).toBe(403);

    const past = new Date(now.getTime() - 10 * MINUTE);
    const old = await files.presignPut(
      { ...grant, expiresAt: new Date(past.getTime() + 5 * MINUTE) },
      past,
    );
    const expired = await browserPut(old.url, old.headers, body);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('Request has expired');

    expect(await files.exists('logos/two.png')).toBe(false);
    expect(await files.exists('logos/three.png')).toBe(false);
    await files.close?.();
  });

  it('serves the whole flow: presign through the API, upload to the bucket, save the logo', async () => {
    const { app, db } = await buildTestApp({ adapters: { storage: storage() } });
    const member = await createMember(db);
    const token = (await signIn(app, member.email)).accessToken;
    const presign = async (size: number) =>
      presignResponseSchema.parse(
        (
          await app.inject({
            method: 'POST',
            url: '/uploads/company/profile/presign',
            headers: bearer(token),
            payload: { contentType: 'image/png', size },
          })
        ).json(),
      );

    const file = pngBytes(2048);
    const link = await presign(file.length);
    expect(link.uploadUrl.startsWith(`${s3.endpoint}/${BUCKET}/logos/`)).toBe(true);
    const patch = (key: string) =>
      app.inject({
        method: 'PATCH',
        url: '/companies/profile',
        headers: bearer(token),
        payload: { profileImageKey: key },
      });

    // Not uploaded yet: refused.
    expect((await patch(link.objectKey)).statusCode).toBe(400);

    expect((await browserPut(link.uploadUrl, link.headers, file)).status).toBe(200);
    const saved = await patch(link.objectKey);
    expect(saved.statusCode).toBe(200);
    expect(companyProfileSchema.parse(saved.json()).profileImageUrl).toBe(link.publicUrl);

    // S3 cannot look inside a file before storing it: the API does before accepting the key.
    const text = Buffer.alloc(2048, 'plain text renamed to .png ');
    const disguised = await presign(text.length);
    expect((await browserPut(disguised.uploadUrl, disguised.headers, text)).status).toBe(200);
    const refused = await patch(disguised.objectKey);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'profileImageKey: The uploaded file is not the image that was announced. Please upload it again.',
    );
  });
});
