/**
 * The authorisation matrix: every route the app registers (taken from its
 * route table, so a new route cannot be forgotten) is called as five callers,
 * and the status each gets is compared with the table below. A route with no
 * row here fails the test: adding a route means deciding who may call it.
 * Each route is called a second time with input that fails validation (body,
 * query and path): a caller its access level refuses still gets 401 or 403,
 * never the route's input rules, and nobody gets a success.
 */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { apiErrorBodySchema } from '@club/shared/contract/common';
import { MEMBERSHIP_AGREEMENT_VERSION } from '@club/shared/contract/registration';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import type { RegisteredRoute } from '../src/app';
import type { AccessLevel } from '../src/platform/access/access-level';
import { guardedLevel } from '../src/platform/access/plugin';
import type { ZodApp } from '../src/http/zod-app';
import { insertLead } from '../src/features/leads/repository';
import { grantRoleByEmails } from '../src/platform/users/repository';
import { addMembership, createCompany, createUser, insertNews } from './helpers/fixtures';
import { latestCode, refreshCookieOf, requestCode, signIn } from './helpers/sign-in';
import { localPaymentSecrets } from '../src/adapters/payments/local-payments';
import { paymentSignature } from '../src/adapters/payments/payments';
import { invoices } from '../src/db/schema/payments';
import {
  choose,
  order,
  paidCheckout,
  PLAN_IDS,
  registrationBody,
  verify,
} from './helpers/purchase';
import { buildTestApp, DAY, testConfig } from './helpers/test-app';

const CALLERS = ['anonymous', 'user', 'member', 'otherMember', 'admin'] as const;
type Caller = (typeof CALLERS)[number];

interface World {
  app: ZodApp;
  tokens: Record<Exclude<Caller, 'anonymous'>, string>;
  emails: Record<Exclude<Caller, 'anonymous'>, string>;
  /** The company of `member` (the one whose data `otherMember` must not reach). */
  memberCompanyId: string;
  newsId: string;
  fileKey: string;
  /** A lead of `member`'s company. */
  memberLeadId: string;
  /** A purchase `member` started (a plan it does not have yet), and two provider orders for it. */
  memberTransactionId: string;
  memberOrderId: string;
  memberSecondOrderId: string;
  /** The invoice of a membership `member` paid for. */
  memberInvoiceId: string;
  /** A subscription of the local test provider. */
  testSubscriptionId: string;
}

/** A membership of `member`'s company in `status`, ending `days` from now. */
async function memberMembership(
  world: World,
  status: 'active' | 'cancelled',
  days: number,
): Promise<string> {
  const now = Date.now();
  return addMembership(world.app.ctx.db, world.memberCompanyId, {
    // Producers, which `member` has already: the purchase rows buy Promoters.
    membershipTypeId: PLAN_IDS.Producers,
    status,
    startsAt: new Date(now - (365 - days) * DAY),
    endsAt: new Date(now + days * DAY),
  });
}

interface Call {
  method: string;
  url: string;
  payload?: object | Buffer;
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
  /** Sent instead of the caller's own token (routes that end the session they are given). */
  authorization?: string | null;
}

interface Row {
  /** The request to make, for a caller (fixed data such as ids come from the world). */
  call: (world: World, caller: Caller) => Call | Promise<Call>;
  /** The status each caller must get. */
  expect: Record<Caller, number>;
  /** The status every caller gets with input that fails validation, when not a refusal (4xx). */
  invalid?: number;
}

const everyone = (status: number): Record<Caller, number> => ({
  anonymous: status,
  user: status,
  member: status,
  otherMember: status,
  admin: status,
});
/** Any signed-in user; a visitor gets 401. */
const signedIn = (status: number): Record<Caller, number> => ({
  ...everyone(status),
  anonymous: 401,
});

const get = (url: string) => () => ({ method: 'GET', url });

/** The two members with an active membership get `status`; a user or an admin without one, 403. */
const activeMembers = (status: number): Record<Caller, number> => ({
  anonymous: 401,
  user: 403,
  member: status,
  otherMember: status,
  admin: 403,
});

/** A lead stored directly (its image key is not checked), for the routes that need one. */
function insertMatrixLead(db: Database, companyId: string): Promise<string> {
  const { images: _images, ...lead } = leadPayload(companyId);
  return insertLead(db, { ...lead, createdAt: new Date() }, [
    { objectKey: `leads/${randomUUID()}.png`, sortOrder: 0 },
  ]);
}

function leadPayload(companyId: string) {
  return {
    companyId,
    title: 'Matrix lead',
    description: 'Castings wanted',
    categoryId: 1,
    subcategoryId: 12,
    location: 'Pune, Maharashtra',
    email: 'buyer@example.in',
    phone: '+91 98765 43210',
    images: [{ objectKey: 'leads/not-uploaded.png', sortOrder: 0 }],
  };
}

/** A second session of the caller, for the routes that end or rotate the one they are given. */
async function freshSession(world: World, caller: Caller) {
  if (caller === 'anonymous') return null;
  return signIn(world.app, world.emails[caller]);
}

/** Who may call what. Keys are `METHOD /route/pattern`; HEAD follows GET unless listed. */
const MATRIX: Record<string, Row> = {
  // Operations and documentation: public.
  'GET /healthz': { call: get('/healthz'), expect: everyone(200) },
  'GET /readyz': { call: get('/readyz'), expect: everyone(200) },
  'GET /openapi.json': { call: get('/openapi.json'), expect: everyone(200) },
  'GET /docs': { call: get('/docs'), expect: everyone(200) },
  'HEAD /docs/': { call: () => ({ method: 'HEAD', url: '/docs/' }), expect: everyone(200) },
  'GET /docs/static/index.html': { call: get('/docs/static/index.html'), expect: everyone(302) },
  'GET /docs/static/swagger-initializer.js': {
    call: get('/docs/static/swagger-initializer.js'),
    expect: everyone(200),
  },
  'GET /docs/json': { call: get('/docs/json'), expect: everyone(200) },
  'GET /docs/yaml': { call: get('/docs/yaml'), expect: everyone(200) },
  'GET /docs/static/*': { call: get('/docs/static/swagger-ui.css'), expect: everyone(200) },

  // CORS preflights from the site, for any path.
  'OPTIONS *': {
    call: () => ({
      method: 'OPTIONS',
      url: '/me',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    }),
    expect: everyone(204),
    // A preflight reads no input: CORS answers it before any validation.
    invalid: 204,
  },

  // Reference data and news: public.
  'GET /states': { call: get('/states'), expect: everyone(200) },
  'GET /categories': { call: get('/categories'), expect: everyone(200) },
  'GET /subcategories': { call: get('/subcategories?categoryId=1'), expect: everyone(200) },
  'GET /firm-types': { call: get('/firm-types'), expect: everyone(200) },
  'GET /revenue-bands': { call: get('/revenue-bands'), expect: everyone(200) },
  'GET /membership/types': { call: get('/membership/types'), expect: everyone(200) },
  'GET /news': { call: get('/news'), expect: everyone(200) },
  'GET /news/:id': { call: (world) => get(`/news/${world.newsId}`)(), expect: everyone(200) },
  // News is written by admins only; it is never edited (405 for everyone).
  'POST /news': {
    call: () => ({
      method: 'POST',
      url: '/news',
      payload: { title: 'Matrix story', content: 'Details.', tags: ['Business'] },
    }),
    expect: { anonymous: 401, user: 403, member: 403, otherMember: 403, admin: 201 },
  },
  'DELETE /news/:id': {
    // Each caller deletes an item of its own, so the admin's success does not hide a refusal.
    call: async (world) => {
      const [id = ''] = await insertNews(world.app.ctx.db, [
        { title: 'Doomed story', createdAt: new Date() },
      ]);
      return { method: 'DELETE', url: `/news/${id}` };
    },
    expect: { anonymous: 401, user: 403, member: 403, otherMember: 403, admin: 200 },
  },
  'PATCH /news/:id': {
    call: (world) => ({ method: 'PATCH', url: `/news/${world.newsId}`, payload: { title: 'X' } }),
    expect: everyone(405),
  },
  'PUT /news/:id': {
    call: (world) => ({ method: 'PUT', url: `/news/${world.newsId}`, payload: { title: 'X' } }),
    expect: everyone(405),
  },
  'GET /admin/news': {
    call: get('/admin/news'),
    expect: { anonymous: 401, user: 403, member: 403, otherMember: 403, admin: 200 },
  },
  'GET /admin/audit': {
    call: get('/admin/audit'),
    expect: { anonymous: 401, user: 403, member: 403, otherMember: 403, admin: 200 },
  },
  'GET /files/*': { call: (world) => get(`/files/${world.fileKey}`)(), expect: everyone(200) },

  // Sign-in: open to everyone, gated by what is presented (a code, a cookie), not by role.
  'POST /auth/otp/request': {
    call: (_world, caller) => ({
      method: 'POST',
      url: '/auth/otp/request',
      payload: { email: `matrix.${caller}@example.in` },
    }),
    expect: everyone(200),
  },
  'POST /auth/otp/verify': {
    call: async (world, caller) => {
      const email = caller === 'anonymous' ? world.emails.user : world.emails[caller];
      const { nonce } = (await requestCode(world.app, { email })).json<{ nonce: string }>();
      const code = await latestCode(world.app, email);
      return { method: 'POST', url: '/auth/otp/verify', payload: { nonce, code } };
    },
    expect: everyone(200),
  },
  'POST /auth/refresh': {
    call: async (world, caller): Promise<Call> => {
      const session = await freshSession(world, caller);
      const cookies: Record<string, string> = session ? { club_refresh: session.refreshToken } : {};
      return { method: 'POST', url: '/auth/refresh', cookies };
    },
    // A visitor has no refresh cookie.
    expect: signedIn(200),
  },
  'POST /auth/logout': {
    call: async (world, caller) => {
      const session = await freshSession(world, caller);
      return {
        method: 'POST',
        url: '/auth/logout',
        authorization: session ? `Bearer ${session.accessToken}` : null,
      };
    },
    expect: everyone(204),
  },

  // Registration: anyone may register a new business (a signed-in user too: a second company
  // needs a second account).
  'POST /register': {
    call: (_world, caller) => {
      const index = CALLERS.indexOf(caller);
      return {
        method: 'POST',
        url: '/register',
        payload: registrationBody({
          email: `register.${caller}@example.in`,
          user: { mobileNumber: `97000000${String(index).padStart(2, '0')}` },
        }),
      };
    },
    expect: everyone(200),
  },

  // Any signed-in user may register a company (test/company-registration.test.ts): the members
  // have one (409); the user and the admin, who have none, send a state that does not exist
  // (400 for that field), so they pass the access check and still have no company for the rows
  // that follow.
  'POST /register/company': {
    call: (_world, caller) => {
      const { company } = registrationBody();
      const withCompany = caller === 'member' || caller === 'otherMember';
      return {
        method: 'POST',
        url: '/register/company',
        payload: {
          company: withCompany ? company : { ...company, stateId: 999 },
          agreementVersion: MEMBERSHIP_AGREEMENT_VERSION,
        },
      };
    },
    expect: { anonymous: 401, user: 400, member: 409, otherMember: 409, admin: 400 },
  },

  // Buying a plan: only for a company of one's own; payment orders, checkouts and invoices of
  // someone else's purchase do not exist for the caller.
  'POST /membership/choose': {
    call: (world) => ({
      method: 'POST',
      url: '/membership/choose',
      payload: { companyId: world.memberCompanyId, membershipTypeId: PLAN_IDS.Promoters },
    }),
    expect: { anonymous: 401, user: 403, member: 200, otherMember: 403, admin: 403 },
  },
  'POST /payments/razorpay/order': {
    call: (world) => ({
      method: 'POST',
      url: '/payments/razorpay/order',
      payload: { transactionId: world.memberTransactionId },
    }),
    expect: { anonymous: 401, user: 404, member: 200, otherMember: 404, admin: 404 },
  },
  'POST /payments/test-checkout/capture': {
    call: (world) => ({
      method: 'POST',
      url: '/payments/test-checkout/capture',
      payload: { orderId: world.memberSecondOrderId, outcome: 'fail' },
    }),
    expect: { anonymous: 401, user: 404, member: 200, otherMember: 404, admin: 404 },
  },
  // A correctly signed callback for the member's order: only the buyer's own is accepted.
  'POST /payments/razorpay/verify': {
    call: (world) => {
      const paymentId = 'pay_matrix0000001';
      const { keySecret } = localPaymentSecrets(testConfig().jwtSecret);
      return {
        method: 'POST',
        url: '/payments/razorpay/verify',
        payload: {
          razorpay_order_id: world.memberOrderId,
          razorpay_payment_id: paymentId,
          razorpay_signature: paymentSignature(keySecret, world.memberOrderId, paymentId),
        },
      };
    },
    expect: { anonymous: 401, user: 400, member: 200, otherMember: 400, admin: 400 },
  },
  // The provider's webhook: no caller is trusted, only the signature (none here).
  'POST /payments/razorpay/webhook': {
    call: () => ({ method: 'POST', url: '/payments/razorpay/webhook', payload: { event: 'x' } }),
    expect: everyone(400),
  },
  'POST /membership/renew': {
    // Each caller tries a membership of `member` without auto-renewal, ending in 10 days.
    call: async (world) => ({
      method: 'POST',
      url: '/membership/renew',
      payload: { membershipId: await memberMembership(world, 'cancelled', 10) },
    }),
    expect: { anonymous: 401, user: 403, member: 200, otherMember: 403, admin: 403 },
  },
  'GET /invoices': { call: get('/invoices'), expect: signedIn(200) },
  'GET /invoices/:id/pdf': {
    call: (world) => get(`/invoices/${world.memberInvoiceId}/pdf`)(),
    expect: { anonymous: 401, user: 404, member: 200, otherMember: 404, admin: 404 },
  },
  'GET /exchange-rates/:base': { call: get('/exchange-rates/USD'), expect: everyone(200) },

  // Directories: Our Members and a member company's page are public (contacts only for active
  // members); Meet the Members is for active members; a user's own profile is its first
  // company's (none: 404).
  'GET /companies/public': { call: get('/companies/public'), expect: everyone(200) },
  'GET /companies/list': {
    call: get('/companies/list'),
    expect: { anonymous: 401, user: 403, member: 200, otherMember: 200, admin: 403 },
  },
  'GET /companies/profile': {
    call: get('/companies/profile'),
    expect: { anonymous: 401, user: 404, member: 200, otherMember: 200, admin: 404 },
  },
  'PATCH /companies/profile': {
    call: () => ({ method: 'PATCH', url: '/companies/profile', payload: { brief: 'Castings.' } }),
    expect: { anonymous: 401, user: 404, member: 200, otherMember: 200, admin: 404 },
  },
  'GET /companies/:id/profile': {
    call: (world) => get(`/companies/${world.memberCompanyId}/profile`)(),
    expect: everyone(200),
  },

  // Upload links: a logo for one's own company, lead images for one's own company, news images
  // for admins; the upload itself is authorised by the link's signature alone.
  'POST /uploads/company/profile/presign': {
    call: (world) => ({
      method: 'POST',
      url: '/uploads/company/profile/presign',
      payload: { contentType: 'image/png', size: 2048, companyId: world.memberCompanyId },
    }),
    expect: { anonymous: 401, user: 403, member: 200, otherMember: 403, admin: 403 },
  },
  'POST /uploads/leads/presign': {
    call: () => ({
      method: 'POST',
      url: '/uploads/leads/presign',
      payload: { count: 1, contentTypes: ['image/png'], sizes: [2048] },
    }),
    expect: { anonymous: 401, user: 403, member: 200, otherMember: 200, admin: 403 },
  },
  'POST /uploads/news/presign': {
    call: () => ({
      method: 'POST',
      url: '/uploads/news/presign',
      payload: { contentType: 'image/png', size: 2048 },
    }),
    expect: { anonymous: 401, user: 403, member: 403, otherMember: 403, admin: 200 },
  },
  'PUT /files/*': {
    call: () => ({
      method: 'PUT',
      url: '/files/logos/7f3c8f0e-2d4b-4b7e-9a51-1c2d3e4f5a6b.png',
      payload: Buffer.from('89504e470d0a1a0a', 'hex'),
      headers: { 'content-type': 'image/png' },
    }),
    expect: everyone(403),
  },

  // Leads are for active members; posting, saving and deleting only for one's own company.
  'GET /leads': { call: get('/leads'), expect: activeMembers(200) },
  'GET /leads/:id': {
    call: (world) => get(`/leads/${world.memberLeadId}`)(),
    expect: activeMembers(200),
  },
  'POST /leads': {
    // Every caller posts for `member`'s company, with an image nobody uploaded.
    call: (world) => ({
      method: 'POST',
      url: '/leads',
      payload: leadPayload(world.memberCompanyId),
    }),
    expect: { anonymous: 401, user: 403, member: 400, otherMember: 403, admin: 403 },
  },
  'DELETE /leads/:id': {
    call: async (world) => ({
      method: 'DELETE',
      url: `/leads/${await insertMatrixLead(world.app.ctx.db, world.memberCompanyId)}`,
    }),
    expect: { anonymous: 401, user: 403, member: 204, otherMember: 403, admin: 403 },
  },
  'POST /leads/:id/save': {
    call: (world) => ({
      method: 'POST',
      url: `/leads/${world.memberLeadId}/save`,
      payload: { companyId: world.memberCompanyId, action: 'save' },
    }),
    expect: { anonymous: 401, user: 403, member: 200, otherMember: 403, admin: 403 },
  },
  'GET /me/saved-leads': { call: get('/me/saved-leads'), expect: activeMembers(200) },
  'GET /companies/:id/leads': {
    call: (world) => get(`/companies/${world.memberCompanyId}/leads`)(),
    expect: activeMembers(200),
  },
  'GET /me/lead-alerts': { call: get('/me/lead-alerts'), expect: activeMembers(200) },
  'PUT /me/lead-alerts': {
    call: () => ({ method: 'PUT', url: '/me/lead-alerts', payload: { subcategoryIds: [12] } }),
    expect: activeMembers(200),
  },

  // The inquiry forms are public (a per-IP limit and a honeypot keep bots out).
  'POST /inquiries': {
    call: () => ({
      method: 'POST',
      url: '/inquiries',
      payload: {
        kind: 'contact',
        name: 'Matrix',
        email: 'matrix@example.in',
        message: 'Hello',
        page: '/contact',
      },
    }),
    expect: everyone(200),
  },
  'POST /newsletter/subscriptions': {
    call: (_world, caller) => ({
      method: 'POST',
      url: '/newsletter/subscriptions',
      payload: { email: `matrix.${caller}@example.in` },
    }),
    expect: everyone(202),
  },
  // Open to everyone: the token from the e-mail is the only key (a made-up one is refused).
  'POST /newsletter/confirm': {
    call: () => ({
      method: 'POST',
      url: '/newsletter/confirm',
      payload: { token: 'made-up-token-of-enough-length' },
    }),
    expect: everyone(400),
  },
  'POST /newsletter/unsubscribe': {
    call: () => ({
      method: 'POST',
      url: '/newsletter/unsubscribe',
      payload: { token: 'made-up-token-of-enough-length' },
    }),
    expect: everyone(400),
  },

  // The signed-in user's own data.
  'GET /me': { call: get('/me'), expect: signedIn(200) },
  // Proving one's own mobile number (the callers proved theirs already: 409).
  'POST /me/mobile/code': {
    call: () => ({ method: 'POST', url: '/me/mobile/code' }),
    expect: signedIn(409),
  },
  'POST /me/mobile/verify': {
    call: () => ({
      method: 'POST',
      url: '/me/mobile/verify',
      payload: { nonce: 'matrix-nonce', code: '123456' },
    }),
    expect: signedIn(409),
  },
  // One's own signed-in devices (an id that is not one's own session is 404).
  'GET /me/sessions': { call: get('/me/sessions'), expect: signedIn(200) },
  'DELETE /me/sessions/:id': {
    call: () => ({ method: 'DELETE', url: `/me/sessions/${randomUUID()}` }),
    expect: signedIn(404),
  },
  'POST /me/sessions/sign-out-others': {
    call: () => ({ method: 'POST', url: '/me/sessions/sign-out-others' }),
    expect: signedIn(200),
  },
  // A new member's welcome checklist.
  'GET /me/first-steps': { call: get('/me/first-steps'), expect: activeMembers(200) },
  'POST /me/first-steps/dismiss': {
    call: () => ({ method: 'POST', url: '/me/first-steps/dismiss' }),
    expect: activeMembers(200),
  },
  'GET /membership/status': { call: get('/membership/status'), expect: signedIn(200) },
  'GET /membership': { call: get('/membership'), expect: signedIn(200) },
  // Auto-renewal of one's own company's membership only; each caller gets a fresh one to change.
  'POST /membership/cancel': {
    call: async (world) => ({
      method: 'POST',
      url: '/membership/cancel',
      payload: { membershipId: await memberMembership(world, 'active', 200) },
    }),
    expect: { anonymous: 401, user: 403, member: 200, otherMember: 403, admin: 403 },
  },
  'POST /membership/resume': {
    call: async (world) => ({
      method: 'POST',
      url: '/membership/resume',
      payload: { membershipId: await memberMembership(world, 'cancelled', 200) },
    }),
    expect: { anonymous: 401, user: 403, member: 200, otherMember: 403, admin: 403 },
  },
  // Terminating a membership is for admins only.
  'POST /admin/memberships/:id/terminate': {
    call: async (world) => ({
      method: 'POST',
      url: `/admin/memberships/${await memberMembership(world, 'active', 200)}/terminate`,
      payload: { reason: 'Renewal fee unpaid after repeated reminders' },
    }),
    expect: { anonymous: 401, user: 403, member: 403, otherMember: 403, admin: 200 },
  },

  // The development mailbox: a tool on this machine (DEV_MAILBOX=1), not a role-gated route;
  // clients elsewhere get 404 (outbox.test.ts).
  'GET /dev/outbox': { call: get('/dev/outbox'), expect: everyone(200) },
  'GET /dev/mailbox': { call: get('/dev/mailbox'), expect: everyone(200) },
  'POST /dev/test-subscriptions/:id/next-charge': {
    call: (world) => ({
      method: 'POST',
      url: `/dev/test-subscriptions/${world.testSubscriptionId}/next-charge`,
      payload: { outcome: 'fail' },
    }),
    expect: everyone(200),
  },
};

function rowFor(method: string, url: string): Row | undefined {
  return (
    MATRIX[`${method} ${url}`] ?? (method === 'HEAD' ? headOf(MATRIX[`GET ${url}`]) : undefined)
  );
}

function headOf(row: Row | undefined): Row | undefined {
  if (!row) return undefined;
  return {
    call: async (world, caller) => ({ ...(await row.call(world, caller)), method: 'HEAD' }),
    expect: row.expect,
    invalid: row.invalid,
  };
}

/** The status a route's access level gives a caller before anything else, if it refuses them. */
function refusalOf(access: AccessLevel | undefined, caller: Caller): number | undefined {
  const signedIn = access === 'user' || access === 'member' || access === 'admin';
  if (signedIn && caller === 'anonymous') return 401;
  if (access === 'member' && (caller === 'user' || caller === 'admin')) return 403;
  if (access === 'admin' && caller !== 'admin') return 403;
  return undefined;
}

const METHODS_WITHOUT_BODY = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The route's request with input no schema accepts: every path parameter
 * malformed, a query with a negative limit and a NUL, and a JSON array where
 * bodies are objects. Wildcard routes keep the row's path.
 */
async function invalidCall(
  world: World,
  route: RegisteredRoute,
  row: Row,
  caller: Caller,
): Promise<Call> {
  // Only a wildcard's path comes from the row (the rows of other routes may sign in or insert).
  const valid = route.url.includes('*') ? await row.call(world, caller) : null;
  const path = valid
    ? (valid.url.split('?')[0] ?? valid.url)
    : route.url.replace(/:\w+/g, 'not-a-valid-id');
  const withBody = !METHODS_WITHOUT_BODY.has(route.method);
  return {
    method: route.method,
    url: `${path}?limit=-1&cursor=%00`,
    headers: { ...valid?.headers, ...(withBody ? { 'content-type': 'application/json' } : {}) },
    ...(withBody ? { payload: Buffer.from('[]') } : {}),
  };
}

/** A refusal with the error body (HEAD answers carry none), below 500 and not a success. */
function outcomeOfInvalid(response: LightMyRequestResponse, method: string): string {
  const status = response.statusCode;
  if (status < 400 || status >= 500) return String(status);
  if (method !== 'HEAD' && !apiErrorBodySchema.safeParse(response.json()).success) {
    return `${status} outside the error shape`;
  }
  return 'refused';
}

async function buildWorld(): Promise<World> {
  const { app, db } = await buildTestApp();
  const emails = {
    user: 'user@example.in',
    member: 'member@example.in',
    otherMember: 'other.member@example.in',
    admin: 'admin@example.in',
  };
  const userIds = Object.fromEntries(
    await Promise.all(
      Object.entries(emails).map(async ([caller, email]) => [
        caller,
        await createUser(db, { email }),
      ]),
    ),
  ) as Record<keyof typeof emails, string>;
  const memberCompanyId = await createCompany(db, userIds.member);
  await addMembership(db, memberCompanyId, { status: 'active' });
  const otherCompanyId = await createCompany(db, userIds.otherMember, { name: 'Other Works' });
  await addMembership(db, otherCompanyId, { status: 'active' });
  await grantRoleByEmails(db, 'admin', [emails.admin]);
  const [newsId = ''] = await insertNews(db, [{ title: 'Matrix news', createdAt: new Date() }]);
  const fileKey = 'news/matrix/probe.png';
  const memberLeadId = await insertMatrixLead(db, memberCompanyId);
  await app.ctx.adapters.storage.put(fileKey, Buffer.from('89504e470d0a1a0a', 'hex'), 'image/png');

  const tokens = {} as World['tokens'];
  for (const caller of Object.keys(emails) as (keyof typeof emails)[]) {
    tokens[caller] = (await signIn(app, emails[caller])).accessToken;
  }

  // The member paid for Providers (an invoice) and has started buying Promoters.
  const paid = await paidCheckout(app, tokens.member, memberCompanyId, PLAN_IDS.Providers);
  expect((await verify(app, tokens.member, paid.fields)).statusCode).toBe(200);
  const [invoice] = await db.select({ id: invoices.id }).from(invoices);
  const chosen = await choose(app, tokens.member, memberCompanyId, PLAN_IDS.Promoters);
  const memberTransactionId = chosen.json<{ transactionId: string }>().transactionId;
  const ordered = await order(app, tokens.member, memberTransactionId);
  const memberOrderId = ordered.json<{ orderId: string }>().orderId;
  const second = await choose(app, tokens.member, memberCompanyId, PLAN_IDS.Promoters);
  const secondOrder = await order(
    app,
    tokens.member,
    second.json<{ transactionId: string }>().transactionId,
  );
  const memberSecondOrderId = secondOrder.json<{ orderId: string }>().orderId;

  const { subscriptionId: testSubscriptionId } = await app.ctx.adapters.payments.createSubscription(
    {
      planId: 'plan_matrix',
      amountPaise: 5_900_000,
      startAt: new Date(Date.now() + 200 * DAY),
      totalCount: 30,
      notes: { membershipId: memberCompanyId },
    },
  );

  return {
    app,
    tokens,
    emails,
    testSubscriptionId,
    memberCompanyId,
    newsId,
    fileKey,
    memberLeadId,
    memberTransactionId,
    memberOrderId,
    memberSecondOrderId,
    memberInvoiceId: invoice?.id ?? '',
  };
}

async function callAs(world: World, caller: Caller, call: Call): Promise<LightMyRequestResponse> {
  const own = caller === 'anonymous' ? null : `Bearer ${world.tokens[caller]}`;
  const authorization = call.authorization === undefined ? own : call.authorization;
  return world.app.inject({
    method: call.method as 'GET',
    url: call.url,
    ...(call.payload ? { payload: call.payload } : {}),
    ...(call.cookies ? { cookies: call.cookies } : {}),
    headers: { ...call.headers, ...(authorization ? { authorization } : {}) },
  });
}

describe('authorisation matrix', () => {
  it(
    'has an expectation for every registered route, and every caller gets it',
    { timeout: 120_000 },
    async () => {
      const world = await buildWorld();
      const routes = world.app.routeTable;
      expect(routes.length).toBeGreaterThan(40);

      const missing = routes
        .filter((route) => !rowFor(route.method, route.url))
        .map((route) => `${route.method} ${route.url}`);
      expect(missing, 'routes without an expectation in MATRIX').toEqual([]);

      const got: string[] = [];
      const wanted: string[] = [];
      for (const route of routes) {
        const row = rowFor(route.method, route.url);
        if (!row) continue;
        const name = `${route.method} ${route.url}`;
        for (const caller of CALLERS) {
          const refusal = refusalOf(route.access, caller);
          // The table agrees with the route's declared level.
          if (refusal !== undefined) {
            expect(row.expect[caller], `${name} as ${caller} (access: ${route.access})`).toBe(
              refusal,
            );
          }
          const response = await callAs(world, caller, await row.call(world, caller));
          got.push(`${name} as ${caller}: ${response.statusCode}`);
          wanted.push(`${name} as ${caller}: ${row.expect[caller]}`);

          const invalid = await callAs(world, caller, await invalidCall(world, route, row, caller));
          const outcome =
            refusal !== undefined || row.invalid !== undefined
              ? String(invalid.statusCode)
              : outcomeOfInvalid(invalid, route.method);
          got.push(`${name} as ${caller}, invalid input: ${outcome}`);
          wanted.push(
            `${name} as ${caller}, invalid input: ${refusal ?? row.invalid ?? 'refused'}`,
          );
        }
      }
      expect(got).toEqual(wanted);
    },
  );

  it('guards every route that is not public in onRequest, before its body is read', async () => {
    const { app } = await buildTestApp();
    await app.ready();
    const problems: string[] = [];
    for (const route of app.routeTable) {
      const name = `${route.method} ${route.url}`;
      if (route.access === undefined) {
        // Only the infrastructure's own routes (the docs page, CORS preflights) declare nothing.
        if (!(route.url === '/docs' || route.url.startsWith('/docs/') || route.url === '*')) {
          problems.push(`${name} declares no access level`);
        }
        continue;
      }
      if (route.access === 'public') continue;
      const guard = guardedLevel(route.onRequestHooks());
      if (guard !== route.access) {
        problems.push(`${name} (access: ${route.access}) has the onRequest guard of ${guard}`);
      }
    }
    expect(problems).toEqual([]);
    expect(app.routeTable.filter((route) => route.access === 'member').length).toBeGreaterThan(10);
  });

  it('refuses to register a feature route that does not say who may call it', async () => {
    const { app } = await buildTestApp();
    expect(() => app.get('/forgotten', async () => ({ ok: true }))).toThrow(
      'GET /forgotten declares no access level',
    );
    expect(() =>
      app.get('/for-members', { config: { access: 'member' } }, async () => ({})),
    ).toThrow('GET /for-members is for members: declare it with config: membersOnly(message)');
    expect(() =>
      app.get('/remembered', { config: { access: 'admin' } }, async () => ({ ok: true })),
    ).not.toThrow();
  });

  it('names no route that does not exist (the table follows the app)', async () => {
    const { app } = await buildTestApp();
    await app.ready();
    const registered = new Set(app.routeTable.map((route) => `${route.method} ${route.url}`));
    expect(Object.keys(MATRIX).filter((key) => !registered.has(key))).toEqual([]);
  });

  it('keeps a refused caller out without a trace of the data', async () => {
    const world = await buildWorld();
    for (const url of ['/me', '/membership/status']) {
      const response = await callAs(world, 'anonymous', { method: 'GET', url });
      expect(response.json()).toEqual({
        error: { code: 'UNAUTHORIZED', message: 'Please sign in to continue.' },
      });
    }
    // A forged token (right shape, wrong key) and a token with alg "none" are refused.
    const [header, payload] = world.tokens.admin.split('.');
    for (const token of [`${header}.${payload}.forged`, `eyJhbGciOiJub25lIn0.${payload}.`]) {
      const response = await world.app.inject({
        method: 'GET',
        url: '/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(401);
    }
    // The session cookie of one caller does not refresh another's session.
    const refreshed = await callAs(world, 'member', {
      method: 'POST',
      url: '/auth/refresh',
      cookies: { club_refresh: 'someone-elses-cookie' },
    });
    expect(refreshed.statusCode).toBe(401);
    expect(refreshCookieOf(refreshed)?.value).toBe('');
    expect(world.memberCompanyId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
