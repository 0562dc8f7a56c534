import { leadSchema, leadsPageSchema } from '@club/contract/leads';
import { leadImagesPresignResponseSchema } from '@club/contract/uploads';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { countQueries } from '../src/db/query-counter';
import type { ZodApp } from '../src/http/zod-app';
import { bearer, createMember, pngBytes } from './helpers/members';
import { signIn } from './helpers/sign-in';
import { buildTestApp } from './helpers/test-app';

/** The database statements (begin and commit included) one request sends, and its answer. */
async function measure(app: ZodApp, options: InjectOptions) {
  const { result, queries } = await countQueries(() => app.inject(options));
  return { response: result, queries };
}

async function signedInMember() {
  const test = await buildTestApp({ env: { PUBLIC_URL: 'https://api.bizbridge.example' } });
  const created = await createMember(test.db);
  const session = await signIn(test.app, created.email);
  return { ...test, ...created, headers: bearer(session.accessToken) };
}

async function uploadedImageKeys(app: ZodApp, headers: Record<string, string>, count: number) {
  const files = Array.from({ length: count }, () => pngBytes(300));
  const presigned = await app.inject({
    method: 'POST',
    url: '/uploads/leads/presign',
    headers,
    payload: {
      count,
      contentTypes: files.map(() => 'image/png'),
      sizes: files.map((file) => file.length),
    },
  });
  const { urls } = leadImagesPresignResponseSchema.parse(presigned.json());
  for (const [index, link] of urls.entries()) {
    const target = new URL(link.uploadUrl);
    await app.inject({
      method: 'PUT',
      url: `${target.pathname}${target.search}`,
      headers: { 'content-type': 'image/png' },
      payload: files[index],
    });
  }
  return urls.map((link) => link.objectKey);
}

describe('database statements per request (a signed-in member)', () => {
  it('stay within each main route’s budget', async () => {
    const { app, headers } = await signedInMember();
    const counts: Record<string, number> = {};

    const me = await measure(app, { method: 'GET', url: '/me', headers });
    expect(me.response.statusCode).toBe(200);
    counts['GET /me'] = me.queries;

    const keys = await uploadedImageKeys(app, headers, 2);
    const created = await measure(app, {
      method: 'POST',
      url: '/leads',
      headers,
      payload: {
        title: 'Need 500 brass gate valves',
        brief: 'Quarterly order, ISI marked',
        description: 'DN50 brass gate valves, delivery to Vadodara within 30 days.',
        location: 'Vadodara, Gujarat',
        email: 'buying@narmadavalves.example',
        phone: '+91 98765 43210',
        images: keys.map((objectKey, sortOrder) => ({ objectKey, sortOrder })),
      },
    });
    expect(created.response.statusCode, created.response.body).toBe(201);
    counts['POST /leads'] = created.queries;
    const lead = leadSchema.parse(created.response.json());

    const list = await measure(app, { method: 'GET', url: '/leads', headers });
    expect(leadsPageSchema.parse(list.response.json()).items).toHaveLength(1);
    counts['GET /leads'] = list.queries;

    const saved = await measure(app, {
      method: 'POST',
      url: `/leads/${lead.id}/save`,
      headers,
      payload: { action: 'save' },
    });
    expect(saved.response.statusCode).toBe(200);
    counts['POST /leads/:id/save'] = saved.queries;

    const directory = await measure(app, { method: 'GET', url: '/companies/list', headers });
    expect(directory.response.statusCode).toBe(200);
    counts['GET /companies/list'] = directory.queries;

    console.log(counts);
    expect(counts).toEqual({
      'GET /me': 0,
    });
  });
});
