import { leadSchema, leadsPageSchema } from '@club/contract/leads';
import { leadImagesPresignResponseSchema } from '@club/contract/uploads';
import { userProfileSchema } from '@club/contract/user';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ConfigEnv } from '../src/config/app-config';
import { countQueries } from '../src/db/query-counter';
import type { ZodApp } from '../src/http/zod-app';
import { ADMIN_ROLE } from '../src/platform/users/admin-role';
import { grantRoleByEmails } from '../src/platform/users/repository';
import { bearer, createMember, pngBytes } from './helpers/members';
import { signIn } from './helpers/sign-in';
import { buildTestApp } from './helpers/test-app';

/**
 * The most database statements (begin and commit included) each main route
 * may send for a signed-in member whose session this instance checked less
 * than SESSION_RECHECK_SECONDS ago. Checking the session again costs one more.
 */
const BUDGETS = {
  'GET /me': 3,
  'GET /leads': 2,
  'POST /leads': 10,
  'POST /leads/:id/save': 2,
  'GET /companies/list': 5,
};
type Route = keyof typeof BUDGETS;

/** The database statements one request sends, and its answer. */
async function measure(app: ZodApp, options: InjectOptions) {
  const { result, queries } = await countQueries(() => app.inject(options));
  return { response: result, queries };
}

async function signedInMember(env: ConfigEnv = {}) {
  const test = await buildTestApp({ env: { PUBLIC_URL: 'https://api.bizbridge.example', ...env } });
  const created = await createMember(test.db);
  const session = await signIn(test.app, created.email);
  return { ...test, ...created, session, headers: bearer(session.accessToken) };
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

/** Calls each main route once, as a member does, and counts each one's statements. */
async function statementsPerRoute(
  app: ZodApp,
  headers: Record<string, string>,
): Promise<Record<Route, number>> {
  const me = await measure(app, { method: 'GET', url: '/me', headers });
  expect(me.response.statusCode, me.response.body).toBe(200);

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
  const lead = leadSchema.parse(created.response.json());

  const list = await measure(app, { method: 'GET', url: '/leads', headers });
  expect(leadsPageSchema.parse(list.response.json()).items.map((item) => item.id)).toContain(
    lead.id,
  );

  const saved = await measure(app, {
    method: 'POST',
    url: `/leads/${lead.id}/save`,
    headers,
    payload: { action: 'save' },
  });
  expect(saved.response.json()).toEqual({ saved: true });

  const directory = await measure(app, { method: 'GET', url: '/companies/list', headers });
  expect(directory.response.statusCode).toBe(200);

  return {
    'GET /me': me.queries,
    'POST /leads': created.queries,
    'GET /leads': list.queries,
    'POST /leads/:id/save': saved.queries,
    'GET /companies/list': directory.queries,
  };
}

describe('database statements per request', () => {
  it('stay within each main route’s budget for a signed-in member', async () => {
    const { app, headers } = await signedInMember();
    // The first request after sign-in checks the session; the ones measured trust it.
    expect((await app.inject({ method: 'GET', url: '/me', headers })).statusCode).toBe(200);

    const counts = await statementsPerRoute(app, headers);

    for (const [route, budget] of Object.entries(BUDGETS)) {
      expect(counts[route as Route], route).toBeLessThanOrEqual(budget);
    }
  });

  it('cost one statement more each when the session is checked on every request (SESSION_RECHECK_SECONDS=0)', async () => {
    const trusting = await signedInMember();
    await trusting.app.inject({ method: 'GET', url: '/me', headers: trusting.headers });
    const trusted = await statementsPerRoute(trusting.app, trusting.headers);

    const checking = await signedInMember({ SESSION_RECHECK_SECONDS: '0' });
    const checked = await statementsPerRoute(checking.app, checking.headers);

    for (const route of Object.keys(BUDGETS) as Route[]) {
      expect(checked[route], route).toBe(trusted[route] + 1);
    }
  });

  it('a saved lead that does not exist is a 404 in the same one statement', async () => {
    const { app, headers } = await signedInMember();
    await app.inject({ method: 'GET', url: '/me', headers });
    for (const action of ['save', 'unsave']) {
      const missing = await measure(app, {
        method: 'POST',
        url: '/leads/00000000-0000-4000-8000-000000000000/save',
        headers,
        payload: { action },
      });
      expect(missing.response.statusCode).toBe(404);
      expect(missing.queries).toBeLessThanOrEqual(BUDGETS['POST /leads/:id/save']);
    }
  });
});

describe('the session check that each instance trusts for SESSION_RECHECK_SECONDS', () => {
  async function twoInstances() {
    const first = await signedInMember({ SESSION_RECHECK_SECONDS: '5' });
    const second = await buildTestApp({
      env: { SESSION_RECHECK_SECONDS: '5' },
      clock: first.clock,
    });
    const me = (app: ZodApp) => app.inject({ method: 'GET', url: '/me', headers: first.headers });
    return { first, second: second.app, me };
  }

  it('refuses a signed-out session at once where it ended, and within that time on another instance', async () => {
    const { first, second, me } = await twoInstances();
    expect((await me(first.app)).statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(200);

    const logout = await first.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: first.headers,
    });
    expect(logout.statusCode).toBe(204);
    expect((await me(first.app)).statusCode).toBe(401);

    // The other instance checked the session less than 5 s ago; at 5 s it asks again.
    first.clock.advance(4_000);
    expect((await me(second)).statusCode).toBe(200);
    first.clock.advance(1_000);
    expect((await me(second)).statusCode).toBe(401);
  });

  it('applies a granted role within that time: the roles are read with the session, not taken from the token', async () => {
    const { first, second } = await twoInstances();
    const manage = () =>
      second.inject({ method: 'GET', url: '/admin/news', headers: first.headers });
    expect((await manage()).statusCode).toBe(403);

    // The operators command grants the role from another process.
    await grantRoleByEmails(first.db, ADMIN_ROLE, [first.email]);
    first.clock.advance(4_000);
    expect((await manage()).statusCode).toBe(403);
    first.clock.advance(1_000);
    expect((await manage()).statusCode).toBe(200);

    const profile = userProfileSchema.parse(
      (await second.inject({ method: 'GET', url: '/me', headers: first.headers })).json(),
    );
    expect(profile.roles.map((entry) => entry.role.name)).toEqual([ADMIN_ROLE]);
  });

  it('with SESSION_RECHECK_SECONDS=0 refuses a session ended elsewhere on the next request', async () => {
    const first = await signedInMember({ SESSION_RECHECK_SECONDS: '0' });
    const second = await buildTestApp({
      env: { SESSION_RECHECK_SECONDS: '0' },
      clock: first.clock,
    });
    const me = () => second.app.inject({ method: 'GET', url: '/me', headers: first.headers });
    expect((await me()).statusCode).toBe(200);
    await first.app.inject({ method: 'POST', url: '/auth/logout', headers: first.headers });
    expect((await me()).statusCode).toBe(401);
  });
});
