/**
 * The authorisation matrix, generated from the route table: every route of the
 * contract's table is called as five callers, and the status each must get
 * follows from the route's definition: its access level (401 signed out, 403
 * without membership or the admin role), its owner rule (a caller from another
 * company gets 404 or 403) and its success status. A route's sample call below
 * provides only the request, and names (with the reason) any caller whose
 * answer depends on the data rather than on the definition. Routes the app
 * registers outside the table (the documentation pages, CORS preflights,
 * development tools) have a full row of their own. A route without a sample
 * fails the test.
 * Each route is called a second time with input that fails validation (body,
 * query and path): a caller its access level refuses still gets 401 or 403,
 * never the route's input rules, and nobody gets a success.
 */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { WHATSAPP_OPT_IN_WORDING } from '@club/contract/whatsapp';
import { apiRoutes } from '@club/contract/api-routes';
import { devApiRoutes } from '@club/contract/dev-api-routes';
import { apiErrorBodySchema } from '@club/contract/common';
import { endpointName, type Endpoint } from '@club/contract/endpoint';
import { MEMBERSHIP_AGREEMENT_VERSION } from '@club/contract/registration';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import type { RegisteredRoute } from '../src/app';
import type { AccessLevel } from '../src/platform/access/access-level';
import { guardedLevel } from '../src/platform/access/plugin';
import type { ZodApp } from '../src/http/zod-app';
import { insertLead } from '../src/features/leads/repository';
import { insertOneToOne } from '../src/features/one-to-ones/repository';
import { insertInvitation } from '../src/features/visitors/repository';
import { oneToOnes } from '../src/db/schema/one-to-ones';
import { chapterMembers } from '../src/db/schema/events';
import { users } from '../src/db/schema/users';
import { createMember } from './helpers/members';
import { leads } from '../src/db/schema/leads';
import { eq } from 'drizzle-orm';
import { grantRoleByEmails } from '../src/platform/users/repository';
import {
  addMembership,
  createCompany,
  createUser,
  insertInquiry,
  insertNews,
} from './helpers/fixtures';
import { latestCode, refreshCookieOf, requestCode, signIn } from './helpers/sign-in';
import { localPaymentSecrets } from '../src/dev/payments/local-payments';
import { paymentSignature } from '../src/adapters/payments/payments';
import { invoices } from '../src/db/schema/payments';
import { consents, grievances } from '../src/db/schema/privacy';
import { PRIVACY_NOTICE_VERSION } from '@club/contract/privacy';
import {
  choose,
  order,
  paidCheckout,
  PLAN_IDS,
  registrationBody,
  verify,
} from './helpers/purchase';
import { insertChapter, insertMeeting, insertTicket } from './helpers/events';
import { buildTestApp, DAY, testConfig } from './helpers/test-app';

/** Every route registered: the development clock too. */
const WORLD_ENV = { DEV_CLOCK: '1' };

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
  /** A chapter meeting next week, `member`'s user id and its ticket to the meeting. */
  meetingId: string;
  chapterId: string;
  memberUserId: string;
  memberTicketCode: string;
  /** A paid event with seats left, its ticket type, and an event only the admin's call cancels. */
  paidEventId: string;
  ticketTypeId: string;
  cancellableEventId: string;
  /** A ticket `member` bought for the paid event. */
  memberTicketId: string;
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
  /**
   * Only for routes outside the route table: the status each caller must get.
   * A route of the table takes its expectations from its definition.
   */
  expect?: Record<Caller, number>;
  /**
   * Callers whose answer the data decides rather than the route's definition
   * (a user with no company, a made-up token), with `because` saying why.
   */
  outcomes?: Partial<Record<Caller, number>>;
  because?: string;
  /** The status every caller gets with input that fails validation, when not a refusal (4xx). */
  invalid?: number;
}

/** Every route of the contract's route tables (the site's and the development kit's), by `METHOD /path`. */
const TABLE: ReadonlyMap<string, Endpoint> = new Map(
  Object.values({ ...apiRoutes, ...devApiRoutes })
    .flatMap((group): Endpoint[] => Object.values(group))
    .map((endpoint) => [endpointName(endpoint), endpoint]),
);

/** A caller of another company (or with none) meets a company's resource as its owner rule says. */
function ownerRefusal(endpoint: Endpoint, caller: Caller): number | undefined {
  if (!endpoint.owner || caller === 'member') return undefined;
  return endpoint.owner === 'own-company-or-404' ? 404 : 403;
}

/** What each caller must get from a route of the table: its definition, then the row's data cases. */
function expectationsOf(endpoint: Endpoint, row: Row): Record<Caller, number> {
  const success = endpoint.status ?? 200;
  return Object.fromEntries(
    CALLERS.map((caller) => [
      caller,
      refusalOf(endpoint.access, caller) ??
        row.outcomes?.[caller] ??
        ownerRefusal(endpoint, caller) ??
        success,
    ]),
  ) as Record<Caller, number>;
}

const everyone = (status: number): Record<Caller, number> => ({
  anonymous: status,
  user: status,
  member: status,
  otherMember: status,
  admin: status,
});

const get = (url: string) => () => ({ method: 'GET', url });

/** A lead stored directly (its image key is not checked), for the routes that need one. */
function insertMatrixLead(db: Database, companyId: string): Promise<string> {
  const { images: _images, ...lead } = leadPayload(companyId);
  return insertLead(db, { ...lead, createdAt: new Date() }, [
    { objectKey: `leads/${randomUUID()}.png`, sortOrder: 0 },
  ]);
}

/**
 * A 1-to-1 between `member`'s company and a new member company, `member` on
 * the given side; accepted ones are agreed for `hoursAhead` from now.
 */
async function insertMatrixOneToOne(
  world: World,
  memberSide: 'proposer' | 'invitee',
  accepted?: { hoursAhead: number },
): Promise<string> {
  const db = world.app.ctx.db;
  const other = await createMember(db);
  const slot = new Date(Date.now() + (accepted?.hoursAhead ?? 24) * 3_600_000);
  const [proposerCompanyId, inviteeCompanyId] =
    memberSide === 'proposer'
      ? [world.memberCompanyId, other.companyId]
      : [other.companyId, world.memberCompanyId];
  const id = await insertOneToOne(db, {
    proposerCompanyId,
    proposerUserId: other.userId,
    inviteeCompanyId,
    slots: [slot],
    place: 'Video call',
    createdAt: new Date(),
  });
  if (accepted) {
    await db
      .update(oneToOnes)
      .set({ status: 'accepted', acceptedSlot: slot })
      .where(eq(oneToOnes.id, id));
  }
  return id;
}

/** What a member posts: the server adds the company and its registered category. */
const LEAD_BODY = {
  title: 'Matrix lead',
  description: 'Castings wanted',
  location: 'Pune, Maharashtra',
  email: 'buyer@example.in',
  phone: '+91 98765 43210',
  images: [{ objectKey: 'leads/not-uploaded.png', sortOrder: 0 }],
};

function leadPayload(companyId: string) {
  return { ...LEAD_BODY, companyId, categoryId: 1, subcategoryId: 12 };
}

/** A second session of the caller, for the routes that end or rotate the one they are given. */
async function freshSession(world: World, caller: Caller) {
  if (caller === 'anonymous') return null;
  return signIn(world.app, world.emails[caller]);
}

/** A paid event staff create: in person, with one roomy ticket type. */
const PAID_EVENT_BODY = {
  title: 'Matrix summit',
  description: 'An evening of talks',
  imageUrl: null,
  venue: 'Vadodara',
  city: 'Vadodara',
  onlineUrl: null,
  startsAt: new Date(Date.now() + 30 * DAY).toISOString(),
  cancellationCutoffAt: new Date(Date.now() + 20 * DAY).toISOString(),
  ticketTypes: [{ name: 'Delegate', capacity: 100, memberPrice: 1000, visitorPrice: 1500 }],
};

/** Who may call what. Keys are `METHOD /route/pattern`; HEAD follows GET unless listed. */
const MATRIX: Record<string, Row> = {
  // Operations and documentation: public.
  'GET /healthz': { call: get('/healthz') },
  'GET /readyz': { call: get('/readyz') },
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
  'GET /states': { call: get('/states') },
  'GET /categories': { call: get('/categories') },
  'GET /subcategories': { call: get('/subcategories?categoryId=1') },
  'GET /firm-types': { call: get('/firm-types') },
  'GET /revenue-bands': { call: get('/revenue-bands') },
  'GET /membership/types': { call: get('/membership/types') },
  'GET /news': { call: get('/news') },
  'GET /news/:id': { call: (world) => get(`/news/${world.newsId}`)() },
  // News is written by admins only; it is never edited (405 for everyone).
  'POST /news': {
    call: () => ({
      method: 'POST',
      url: '/news',
      payload: { title: 'Matrix story', content: 'Details.', tags: ['Business'] },
    }),
  },
  'DELETE /news/:id': {
    // Each caller deletes an item of its own, so the admin's success does not hide a refusal.
    call: async (world) => {
      const [id = ''] = await insertNews(world.app.ctx.db, [
        { title: 'Doomed story', createdAt: new Date() },
      ]);
      return { method: 'DELETE', url: `/news/${id}` };
    },
  },
  'PATCH /news/:id': {
    call: (world) => ({ method: 'PATCH', url: `/news/${world.newsId}`, payload: { title: 'X' } }),
    outcomes: everyone(405),
    because: 'news is never edited',
  },
  'PUT /news/:id': {
    call: (world) => ({ method: 'PUT', url: `/news/${world.newsId}`, payload: { title: 'X' } }),
    outcomes: everyone(405),
    because: 'news is never edited',
  },
  'GET /admin/news': {
    call: get('/admin/news'),
  },
  'GET /admin/audit': {
    call: get('/admin/audit'),
  },
  'GET /admin/payments': {
    call: get('/admin/payments'),
  },
  // Refunds and credit notes are proven in admin-payments.test.ts; here they are asked of
  // records that do not exist, so the matrix's world (the member's paid membership) stays as it is.
  'POST /admin/payments/:id/refund': {
    call: () => ({
      method: 'POST',
      url: '/admin/payments/00000000-0000-4000-8000-000000000000/refund',
      payload: { reason: 'Charged twice', membership: 'end-now' },
    }),
    outcomes: { admin: 404 },
    because: 'no such payment',
  },
  'GET /admin/paid-events': { call: get('/admin/paid-events') },
  'POST /admin/paid-events': {
    call: () => ({ method: 'POST', url: '/admin/paid-events', payload: PAID_EVENT_BODY }),
  },
  'PATCH /admin/paid-events/:id': {
    call: (world) => ({
      method: 'PATCH',
      url: `/admin/paid-events/${world.paidEventId}`,
      payload: { title: 'Matrix summit, renamed' },
    }),
  },
  'POST /admin/paid-events/:id/cancel': {
    call: (world) => ({
      method: 'POST',
      url: `/admin/paid-events/${world.cancellableEventId}/cancel`,
    }),
  },
  'POST /admin/paid-events/:id/ticket-types': {
    call: (world) => ({
      method: 'POST',
      url: `/admin/paid-events/${world.paidEventId}/ticket-types`,
      payload: { name: 'Student', capacity: 20, memberPrice: 500, visitorPrice: 700 },
    }),
  },
  'PATCH /admin/ticket-types/:ticketTypeId': {
    call: (world) => ({
      method: 'PATCH',
      url: `/admin/ticket-types/${world.ticketTypeId}`,
      payload: { name: 'Delegate pass' },
    }),
  },
  'GET /admin/paid-events/:id/sales': {
    call: (world) => get(`/admin/paid-events/${world.paidEventId}/sales`)(),
  },
  'GET /admin/gst-returns': {
    call: get('/admin/gst-returns?month=2026-11'),
  },
  'GET /admin/gst-returns/export': {
    call: get('/admin/gst-returns/export?month=2026-11&format=csv'),
  },
  'GET /admin/credit-notes/:id/pdf': {
    call: get('/admin/credit-notes/00000000-0000-4000-8000-000000000000/pdf'),
    outcomes: { admin: 404 },
    because: 'no such credit note',
  },
  // The club's inbox and the newsletter's subscribers: admins only.
  'GET /admin/inquiries': { call: get('/admin/inquiries') },
  'GET /admin/inquiries/summary': { call: get('/admin/inquiries/summary') },
  'PATCH /admin/inquiries/:id': {
    call: async (world) => ({
      method: 'PATCH',
      url: `/admin/inquiries/${await insertInquiry(world.app.ctx.db)}`,
      payload: { status: 'answered', notes: 'Called back.' },
    }),
  },
  'POST /admin/inquiries/:id/replies': {
    call: async (world) => ({
      method: 'POST',
      url: `/admin/inquiries/${await insertInquiry(world.app.ctx.db)}/replies`,
      payload: { text: 'Thank you for writing.' },
    }),
  },
  'GET /admin/inquiries/reply-settings': { call: get('/admin/inquiries/reply-settings') },
  'GET /admin/grievances': { call: get('/admin/grievances?status=open') },
  'POST /admin/grievances/:id/answer': {
    call: async (world) => {
      const [grievance] = await world.app.ctx.db
        .insert(grievances)
        .values({
          reference: `GR-2026-${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`,
          name: 'Matrix',
          email: 'matrix@example.in',
          subject: 'Matrix',
          message: 'Hello',
          dueAt: new Date(),
          createdAt: new Date(),
        })
        .returning({ id: grievances.id });
      return {
        method: 'POST',
        url: `/admin/grievances/${grievance?.id ?? ''}/answer`,
        payload: { answer: 'Answered.' },
      };
    },
  },
  'GET /admin/newsletter/summary': { call: get('/admin/newsletter/summary') },
  'GET /admin/newsletter/subscribers.csv': { call: get('/admin/newsletter/subscribers.csv') },
  'GET /files/*': { call: (world) => get(`/files/${world.fileKey}`)() },
  // Correction requests: admins only; proven in privacy-rights.test.ts, asked here of one that does not exist.
  'GET /admin/corrections': { call: get('/admin/corrections') },
  'POST /admin/corrections/:id/decision': {
    call: () => ({
      method: 'POST',
      url: '/admin/corrections/00000000-0000-4000-8000-000000000000/decision',
      payload: { decision: 'approve', reason: 'Checked' },
    }),
    outcomes: { admin: 404 },
    because: 'no such correction request',
  },

  // Sign-in: open to everyone, gated by what is presented (a code, a cookie), not by role.
  'POST /auth/otp/request': {
    call: (_world, caller) => ({
      method: 'POST',
      url: '/auth/otp/request',
      payload: { email: `matrix.${caller}@example.in` },
    }),
  },
  'POST /auth/otp/verify': {
    call: async (world, caller) => {
      const email = caller === 'anonymous' ? world.emails.user : world.emails[caller];
      const { nonce } = (await requestCode(world.app, { email })).json<{ nonce: string }>();
      const code = await latestCode(world.app, email);
      return { method: 'POST', url: '/auth/otp/verify', payload: { nonce, code } };
    },
  },
  'POST /auth/refresh': {
    call: async (world, caller): Promise<Call> => {
      const session = await freshSession(world, caller);
      const cookies: Record<string, string> = session ? { club_refresh: session.refreshToken } : {};
      return { method: 'POST', url: '/auth/refresh', cookies };
    },
    outcomes: { anonymous: 401 },
    because: 'a visitor has no refresh cookie',
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
    outcomes: { user: 400, member: 409, otherMember: 409, admin: 400 },
    because: 'the members have a company already; the others name a state that does not exist',
  },

  // Buying a plan: always for the caller's own first company (403 without one); payment
  // orders, checkouts and invoices of someone else's purchase do not exist for the caller.
  'POST /membership/choose': {
    call: () => ({
      method: 'POST',
      url: '/membership/choose',
      payload: { membershipTypeId: PLAN_IDS.Promoters },
    }),
    outcomes: { user: 403, member: 409, otherMember: 409, admin: 403 },
    because:
      'the user and the admin have no company to buy for; the members hold a membership already ' +
      '(another plan is an upgrade or a switch at renewal)',
  },
  // An upgrade is priced for the caller's own first company's running term.
  'POST /membership/upgrade': {
    call: () => ({
      method: 'POST',
      url: '/membership/upgrade',
      payload: { membershipTypeId: PLAN_IDS.Promoters },
    }),
    outcomes: { user: 403, otherMember: 409, admin: 403 },
    because:
      "the user and the admin have no company; the other member's membership has no term to " +
      'price the rest of',
  },
  'POST /payments/razorpay/order': {
    call: (world) => ({
      method: 'POST',
      url: '/payments/razorpay/order',
      payload: { transactionId: world.memberTransactionId },
    }),
  },
  // The test provider plays Razorpay's part: an order id it never issued is no order at all.
  'GET /payments/test-checkout/checkout.js': { call: get('/payments/test-checkout/checkout.js') },
  'POST /payments/test-checkout/capture': {
    call: () => ({
      method: 'POST',
      url: '/payments/test-checkout/capture',
      payload: { orderId: 'order_matrixNotIssued', outcome: 'fail' },
    }),
    outcomes: everyone(404),
    because: 'the order id is the credential, as at Razorpay: one never issued is not found',
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
    outcomes: { user: 400, otherMember: 400, admin: 400 },
    because: "the signed order is member's: for anyone else it is no order of theirs",
  },
  // The provider's webhook: no caller is trusted, only the signature (none here).
  'POST /payments/razorpay/webhook': {
    call: () => ({ method: 'POST', url: '/payments/razorpay/webhook', payload: { event: 'x' } }),
    outcomes: everyone(400),
    because: 'the webhook carries no provider signature',
  },
  'POST /membership/renew': {
    // Each caller tries a membership of `member` without auto-renewal, ending in 10 days.
    call: async (world) => ({
      method: 'POST',
      url: '/membership/renew',
      payload: { membershipId: await memberMembership(world, 'cancelled', 10) },
    }),
  },
  'GET /invoices': { call: get('/invoices') },
  'GET /invoices/:id/pdf': {
    call: (world) => get(`/invoices/${world.memberInvoiceId}/pdf`)(),
  },
  'GET /exchange-rates/:base': { call: get('/exchange-rates/USD') },

  // Paid events: anyone sees what is on sale; signed-in users buy and manage their own tickets.
  'GET /paid-events': { call: get('/paid-events') },
  'POST /ticket-orders': {
    call: (world) => ({
      method: 'POST',
      url: '/ticket-orders',
      payload: { ticketTypeId: world.ticketTypeId, billingStateId: 11 },
    }),
  },
  'POST /ticket-orders/verify': {
    call: () => ({
      method: 'POST',
      url: '/ticket-orders/verify',
      payload: {
        razorpay_order_id: 'order_matrix000001',
        razorpay_payment_id: 'pay_matrix0000001',
        razorpay_signature: 'f'.repeat(64),
      },
    }),
    outcomes: { user: 400, member: 400, otherMember: 400, admin: 400 },
    because: 'no such order of theirs',
  },
  'GET /me/tickets': { call: get('/me/tickets') },
  'POST /tickets/:id/cancel': {
    call: (world) => ({ method: 'POST', url: `/tickets/${world.memberTicketId}/cancel` }),
    outcomes: { user: 404, otherMember: 404, admin: 404 },
    because: "the ticket is member's: for anyone else it is no ticket of theirs",
  },
  // The holder's documents: anyone else's call finds no ticket (the cancel row above ran first,
  // so `member`'s ticket has its credit note by now).
  'GET /tickets/:id/invoice/pdf': {
    call: (world) => get(`/tickets/${world.memberTicketId}/invoice/pdf`)(),
    outcomes: { user: 404, otherMember: 404, admin: 404 },
    because: "the ticket is member's: for anyone else it is no ticket of theirs",
  },
  'GET /tickets/:id/credit-note/pdf': {
    call: (world) => get(`/tickets/${world.memberTicketId}/credit-note/pdf`)(),
    outcomes: { user: 404, otherMember: 404, admin: 404 },
    because: "the ticket is member's: for anyone else it is no ticket of theirs",
  },
  'POST /ticket-types/:ticketTypeId/waitlist': {
    call: (world) => ({ method: 'POST', url: `/ticket-types/${world.ticketTypeId}/waitlist` }),
    outcomes: { user: 409, member: 409, otherMember: 409, admin: 409 },
    because: 'seats are left: the waitlist is for sold out ticket types',
  },
  'DELETE /ticket-types/:ticketTypeId/waitlist': {
    call: (world) => ({ method: 'DELETE', url: `/ticket-types/${world.ticketTypeId}/waitlist` }),
    outcomes: { user: 404, member: 404, otherMember: 404, admin: 404 },
    because: 'nobody is on the waitlist',
  },
  'POST /waitlist-offers/:id/accept': {
    call: () => ({
      method: 'POST',
      url: '/waitlist-offers/00000000-0000-4000-8000-000000000000/accept',
      payload: {},
    }),
    outcomes: { user: 404, member: 404, otherMember: 404, admin: 404 },
    because: 'no such offer',
  },

  // Directories: Our Members and a member company's page are public (contacts only for active
  // members); Meet the Members is for active members; a user's own profile is its first
  // company's (none: 404).
  'GET /companies/public': { call: get('/companies/public') },
  'GET /companies/list': {
    call: get('/companies/list'),
  },
  'GET /companies/profile': {
    call: get('/companies/profile'),
    outcomes: { user: 404, admin: 404 },
    because: 'the user and the admin have no company',
  },
  'PATCH /companies/profile': {
    call: () => ({ method: 'PATCH', url: '/companies/profile', payload: { brief: 'Castings.' } }),
    outcomes: { user: 404, admin: 404 },
    because: 'the user and the admin have no company',
  },
  'GET /companies/:id/profile': {
    call: (world) => get(`/companies/${world.memberCompanyId}/profile`)(),
  },

  // Upload links: a logo for one's own (first) company, whichever the server picks, so anyone with
  // a company gets one; lead images for one's own company, news images for admins; the upload
  // itself is authorised by the link's signature alone.
  'POST /uploads/company/profile/presign': {
    call: () => ({
      method: 'POST',
      url: '/uploads/company/profile/presign',
      payload: { contentType: 'image/png', size: 2048 },
    }),
    outcomes: { user: 403, admin: 403 },
    because: 'the user and the admin have no company to upload a logo for',
  },
  'POST /uploads/leads/presign': {
    call: () => ({
      method: 'POST',
      url: '/uploads/leads/presign',
      payload: { count: 1, contentTypes: ['image/png'], sizes: [2048] },
    }),
  },
  'POST /uploads/news/presign': {
    call: () => ({
      method: 'POST',
      url: '/uploads/news/presign',
      payload: { contentType: 'image/png', size: 2048 },
    }),
  },
  'PUT /files/*': {
    call: () => ({
      method: 'PUT',
      url: '/files/logos/7f3c8f0e-2d4b-4b7e-9a51-1c2d3e4f5a6b.png',
      payload: Buffer.from('89504e470d0a1a0a', 'hex'),
      headers: { 'content-type': 'image/png' },
    }),
    outcomes: everyone(403),
    because: 'the upload address carries no signature',
  },

  // Leads are for active members; posting, saving and deleting only for one's own company.
  'GET /leads': { call: get('/leads') },
  'GET /leads/:id': { call: (world) => get(`/leads/${world.memberLeadId}`)() },
  'POST /leads': {
    // Every caller posts for its own company, with an image nobody uploaded.
    call: () => ({ method: 'POST', url: '/leads', payload: LEAD_BODY }),
    outcomes: { member: 400, otherMember: 400 },
    because: 'the image was never uploaded',
  },
  'DELETE /leads/:id': {
    call: async (world) => ({
      method: 'DELETE',
      url: `/leads/${await insertMatrixLead(world.app.ctx.db, world.memberCompanyId)}`,
    }),
  },
  'POST /leads/:id/save': {
    call: (world) => ({
      method: 'POST',
      url: `/leads/${world.memberLeadId}/save`,
      payload: { action: 'save' },
    }),
  },
  'GET /me/saved-leads': { call: get('/me/saved-leads') },
  'GET /companies/:id/leads': {
    call: (world) => get(`/companies/${world.memberCompanyId}/leads`)(),
  },
  'GET /me/lead-alerts': { call: get('/me/lead-alerts') },
  // Responses and outcomes: a member responds to another company's lead; the poster reads the
  // responses and closes its lead; the winner answers for the business.
  'POST /leads/:id/responses': {
    call: async (world) => ({
      method: 'POST',
      url: `/leads/${await insertMatrixLead(world.app.ctx.db, world.memberCompanyId)}/responses`,
      payload: { message: 'We can supply these castings.' },
    }),
    outcomes: { member: 403 },
    because: 'a company cannot respond to its own lead',
  },
  'GET /leads/:id/responses': {
    call: (world) => get(`/leads/${world.memberLeadId}/responses`)(),
  },
  'GET /me/lead-responses': { call: get('/me/lead-responses') },
  'POST /leads/:id/close': {
    call: async (world) => ({
      method: 'POST',
      url: `/leads/${await insertMatrixLead(world.app.ctx.db, world.memberCompanyId)}/close`,
      payload: { outcome: 'lost' },
    }),
  },
  'POST /leads/:id/business': {
    call: async (world) => {
      const id = await insertMatrixLead(world.app.ctx.db, world.memberCompanyId);
      // Won by member's own company: the matrix has one company whose data it guards.
      await world.app.ctx.db
        .update(leads)
        .set({
          status: 'won',
          closedAt: new Date(),
          winnerCompanyId: world.memberCompanyId,
          orderValue: 250_000,
          businessConfirmation: 'pending',
        })
        .where(eq(leads.id, id));
      return { method: 'POST', url: `/leads/${id}/business`, payload: { answer: 'confirm' } };
    },
    outcomes: { otherMember: 403 },
    because: 'only the winning company answers for the business',
  },
  'GET /me/scorecard': { call: get('/me/scorecard') },
  // 1-to-1s: for active members; one the caller's company is not part of does not exist for it.
  'GET /one-to-ones': { call: get('/one-to-ones') },
  'POST /one-to-ones': {
    call: async (world) => ({
      method: 'POST',
      url: '/one-to-ones',
      payload: {
        companyId: (await createMember(world.app.ctx.db)).companyId,
        slots: [new Date(Date.now() + DAY).toISOString()],
        place: 'Video call',
      },
    }),
  },
  'POST /one-to-ones/:id/accept': {
    call: async (world) => {
      const id = await insertMatrixOneToOne(world, 'invitee');
      const [row] = await world.app.ctx.db.select().from(oneToOnes).where(eq(oneToOnes.id, id));
      return {
        method: 'POST',
        url: `/one-to-ones/${id}/accept`,
        payload: { slot: row?.slots[0]?.toISOString() },
      };
    },
  },
  'POST /one-to-ones/:id/decline': {
    call: async (world) => ({
      method: 'POST',
      url: `/one-to-ones/${await insertMatrixOneToOne(world, 'invitee')}/decline`,
    }),
  },
  'POST /one-to-ones/:id/cancel': {
    call: async (world) => ({
      method: 'POST',
      url: `/one-to-ones/${await insertMatrixOneToOne(world, 'proposer')}/cancel`,
    }),
  },
  'PUT /one-to-ones/:id/log': {
    call: async (world) => ({
      method: 'PUT',
      url: `/one-to-ones/${await insertMatrixOneToOne(world, 'proposer', { hoursAhead: -2 })}/log`,
      payload: { note: 'We met and agreed on a trial order.' },
    }),
  },
  'GET /one-to-ones/:id/calendar.ics': {
    call: async (world) =>
      get(
        `/one-to-ones/${await insertMatrixOneToOne(world, 'invitee', { hoursAhead: 5 })}/calendar.ics`,
      )(),
  },
  'GET /business-total': { call: get('/business-total') },
  'PUT /me/lead-alerts': {
    call: () => ({ method: 'PUT', url: '/me/lead-alerts', payload: { subcategoryIds: [12] } }),
  },

  // Chapters and meetings: the lists and a meeting are public; who is coming, answers, tickets
  // and calendar files are for active members; check-in, changes, moves and attendance for staff.
  'GET /chapters': { call: get('/chapters') },
  'GET /meetings': { call: get('/meetings?city=Pune') },
  'GET /meetings/:id': { call: (world) => get(`/meetings/${world.meetingId}`)() },
  'GET /me/chapter': { call: get('/me/chapter') },
  'PUT /me/chapter': {
    call: (world) => ({
      method: 'PUT',
      url: '/me/chapter',
      payload: { chapterId: world.chapterId },
    }),
  },
  'GET /meetings/:id/attendees': {
    call: (world) => get(`/meetings/${world.meetingId}/attendees`)(),
  },
  'PUT /meetings/:id/rsvp': {
    call: (world) => ({
      method: 'PUT',
      url: `/meetings/${world.meetingId}/rsvp`,
      payload: { answer: 'yes' },
    }),
  },
  'GET /me/meetings': { call: get('/me/meetings') },
  'GET /meetings/:id/calendar.ics': {
    // A meeting of its own, to which only `member` holds a ticket.
    call: async (world) => {
      const { db } = world.app.ctx;
      const id = await insertMeeting(db, world.chapterId, new Date(Date.now() + 14 * DAY));
      await insertTicket(db, id, world.memberUserId, `${randomUUID().slice(0, 4)}`.toUpperCase());
      return get(`/meetings/${id}/calendar.ics`)();
    },
    outcomes: { otherMember: 404 },
    because: 'a calendar file is for a member with a ticket to the meeting',
  },
  'POST /admin/meetings/:id/check-ins': {
    call: (world) => ({
      method: 'POST',
      url: `/admin/meetings/${world.meetingId}/check-ins`,
      payload: { code: world.memberTicketCode },
    }),
  },
  'PATCH /admin/meetings/:id': {
    call: (world) => ({
      method: 'PATCH',
      url: `/admin/meetings/${world.meetingId}`,
      payload: { agenda: 'Introductions and referrals', note: 'The agenda is longer.' },
    }),
  },
  'POST /admin/chapters': {
    call: () => ({
      method: 'POST',
      url: '/admin/chapters',
      payload: {
        name: 'Matrix Chapter',
        city: 'Nashik',
        venue: 'Hotel Panchavati',
        address: 'Vakilwadi, Nashik',
        weekday: 2,
        startTime: '07:30',
        durationMinutes: 120,
        agenda: 'Introductions',
      },
    }),
  },
  'PATCH /admin/chapters/:id': {
    call: (world) => ({
      method: 'PATCH',
      url: `/admin/chapters/${world.chapterId}`,
      payload: { agenda: 'Introductions and referrals' },
    }),
  },
  'GET /admin/attendance': { call: get('/admin/attendance') },
  // Visitors: members invite guests to their own chapter's meetings and see their own
  // invitations; a guest's link works for whoever holds its token; the pipeline is the staff's.
  'POST /visitor-invitations': {
    call: async (world, caller) => {
      const { db } = world.app.ctx;
      if (caller !== 'anonymous') {
        const [user] = await db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, world.emails[caller]));
        if (user) {
          await db
            .insert(chapterMembers)
            .values({ userId: user.id, chapterId: world.chapterId })
            .onConflictDoUpdate({
              target: chapterMembers.userId,
              set: { chapterId: world.chapterId },
            });
        }
      }
      return {
        method: 'POST',
        url: '/visitor-invitations',
        payload: {
          meetingId: world.meetingId,
          name: 'Matrix Guest',
          email: `guest-${randomUUID()}@example.in`,
          mobile: '9812345678',
          businessName: 'Matrix Prints',
        },
      };
    },
  },
  'GET /me/visitor-invitations': { call: get('/me/visitor-invitations') },
  'POST /visitor-invitations/open': {
    call: () => ({
      method: 'POST',
      url: '/visitor-invitations/open',
      payload: { token: 'made-up-token-that-nobody-was-sent-0000' },
    }),
    outcomes: { anonymous: 404, user: 404, member: 404, otherMember: 404, admin: 404 },
    because: 'a made-up token opens no invitation, whoever sends it',
  },
  'POST /visitor-invitations/register': {
    call: () => ({
      method: 'POST',
      url: '/visitor-invitations/register',
      payload: {
        token: 'made-up-token-that-nobody-was-sent-0000',
        name: 'Matrix Guest',
        email: 'guest@example.in',
        mobile: '9812345678',
        businessName: 'Matrix Prints',
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        emailsConsent: false,
      },
    }),
    outcomes: { anonymous: 404, user: 404, member: 404, otherMember: 404, admin: 404 },
    because: 'a made-up token registers nobody, whoever sends it',
  },
  // Only the member who sent an invitation withdraws it; anyone else's is a 404.
  'POST /visitor-invitations/:id/withdraw': {
    call: async (world) => {
      const id = await insertInvitation(world.app.ctx.db, {
        meetingId: world.meetingId,
        invitedByUserId: world.memberUserId,
        name: 'Matrix Guest',
        email: `guest-${randomUUID()}@example.in`,
        mobile: '9812345678',
        businessName: 'Matrix Prints',
        tokenHash: randomUUID(),
        createdAt: new Date(),
      });
      return { method: 'POST', url: `/visitor-invitations/${id}/withdraw` };
    },
  },
  'POST /visitor-invitations/emails-consent/withdraw': {
    call: () => ({
      method: 'POST',
      url: '/visitor-invitations/emails-consent/withdraw',
      payload: { token: `${randomUUID()}.made-up-signature-nobody-was-sent` },
    }),
    outcomes: { anonymous: 404, user: 404, member: 404, otherMember: 404, admin: 404 },
    because: 'a made-up token stops no e-mails, whoever sends it',
  },
  'GET /admin/visitors': { call: get('/admin/visitors') },
  'PUT /admin/members/:userId/chapter': {
    call: (world) => ({
      method: 'PUT',
      url: `/admin/members/${world.memberUserId}/chapter`,
      payload: { chapterId: world.chapterId },
    }),
  },

  // One's own optional consents.
  'GET /me/consents': { call: get('/me/consents') },
  'PUT /me/consents': {
    call: () => ({ method: 'PUT', url: '/me/consents', payload: { directory: true } }),
  },
  // The language of one's own messages.
  'PUT /me/language': {
    call: () => ({ method: 'PUT', url: '/me/language', payload: { language: 'hi' } }),
  },
  // Notification channels: one's own preferences only.
  'GET /me/notification-preferences': { call: get('/me/notification-preferences') },
  'PUT /me/notification-preferences': {
    call: () => ({
      method: 'PUT',
      url: '/me/notification-preferences',
      payload: { changes: [{ kind: 'leadAlerts', channel: 'email', on: true }] },
    }),
  },
  // WhatsApp opt-in: the caller's own proved number only (the matrix's users have one).
  'GET /me/whatsapp': { call: get('/me/whatsapp') },
  'PUT /me/whatsapp': {
    call: () => ({
      method: 'PUT',
      url: '/me/whatsapp',
      payload: { optedIn: false, wordingVersion: WHATSAPP_OPT_IN_WORDING.version },
    }),
  },
  // WhatsApp's webhook: no caller is trusted, only the signature and the verify token (none here).
  'GET /webhooks/whatsapp': {
    call: get('/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1'),
    outcomes: everyone(403),
    because: 'the handshake carries no verify token of this webhook',
  },
  'POST /webhooks/whatsapp': {
    call: () => ({ method: 'POST', url: '/webhooks/whatsapp', payload: { entry: [] } }),
    outcomes: everyone(401),
    because: 'the webhook carries no WhatsApp signature',
  },
  // The Grievance Officer and the grievance form are public (a per-IP limit and a honeypot).
  'GET /privacy/grievance-officer': { call: get('/privacy/grievance-officer') },
  'POST /grievances': {
    call: () => ({
      method: 'POST',
      url: '/grievances',
      payload: {
        name: 'Matrix',
        email: 'matrix@example.in',
        subject: 'Matrix',
        message: 'Hello',
      },
    }),
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
  },
  'POST /newsletter/subscriptions': {
    call: (_world, caller) => ({
      method: 'POST',
      url: '/newsletter/subscriptions',
      payload: { email: `matrix.${caller}@example.in` },
    }),
  },
  // Open to everyone: the token from the e-mail is the only key (a made-up one is refused).
  'POST /newsletter/confirm': {
    call: () => ({
      method: 'POST',
      url: '/newsletter/confirm',
      payload: { token: 'made-up-token-of-enough-length' },
    }),
    outcomes: everyone(400),
    because: 'the token is made up',
  },
  'POST /newsletter/unsubscribe': {
    call: () => ({
      method: 'POST',
      url: '/newsletter/unsubscribe',
      payload: { token: 'made-up-token-of-enough-length' },
    }),
    outcomes: everyone(400),
    because: 'the token is made up',
  },

  // The signed-in user's own data.
  'GET /me': { call: get('/me') },
  // Privacy rights: each caller's own data only (there is no id to name another's).
  'GET /me/privacy': { call: get('/me/privacy') },
  'POST /me/privacy/exports': { call: () => ({ method: 'POST', url: '/me/privacy/exports' }) },
  'POST /me/privacy/corrections': {
    call: (_world, caller) => ({
      method: 'POST',
      url: '/me/privacy/corrections',
      payload: { changes: { billingAddress: `Matrix ${caller} address` }, reason: 'Moved' },
    }),
    outcomes: { user: 409, admin: 409 },
    because: 'only the members have a company to correct',
  },
  // Closing is proven in privacy-rights.test.ts; here the confirmation is wrong, so the world stays.
  'POST /me/privacy/close': {
    call: () => ({ method: 'POST', url: '/me/privacy/close', payload: { confirmation: 'no' } }),
    outcomes: { user: 400, member: 400, otherMember: 400, admin: 400 },
    because: 'the confirmation is wrong',
  },
  // Open to everyone: the one-time token from the e-mail is the only key.
  'GET /privacy/exports/:token': {
    call: get('/privacy/exports/made-up-token-of-enough-length'),
    outcomes: everyone(404),
    because: 'the token is made up',
  },
  // Proving one's own mobile number (the callers proved theirs already: 409).
  'POST /me/mobile/code': {
    call: () => ({ method: 'POST', url: '/me/mobile/code' }),
    outcomes: { user: 409, member: 409, otherMember: 409, admin: 409 },
    because: 'every caller proved its mobile number already',
  },
  'POST /me/mobile/verify': {
    call: () => ({
      method: 'POST',
      url: '/me/mobile/verify',
      payload: { nonce: 'matrix-nonce', code: '123456' },
    }),
    outcomes: { user: 409, member: 409, otherMember: 409, admin: 409 },
    because: 'every caller proved its mobile number already',
  },
  // One's own signed-in devices (an id that is not one's own session is 404).
  'GET /me/sessions': { call: get('/me/sessions') },
  'DELETE /me/sessions/:id': {
    call: () => ({ method: 'DELETE', url: `/me/sessions/${randomUUID()}` }),
    outcomes: { user: 404, member: 404, otherMember: 404, admin: 404 },
    because: 'the id is no session of the caller',
  },
  'POST /me/sessions/sign-out-others': {
    call: () => ({ method: 'POST', url: '/me/sessions/sign-out-others' }),
  },
  // A new member's welcome checklist.
  'GET /me/first-steps': { call: get('/me/first-steps') },
  'POST /me/first-steps/dismiss': {
    call: () => ({ method: 'POST', url: '/me/first-steps/dismiss' }),
  },
  'GET /membership/status': { call: get('/membership/status') },
  'GET /membership': { call: get('/membership') },
  'GET /membership/plans': { call: get('/membership/plans') },
  // The plan of the next term of one's own company's membership only.
  'POST /membership/next-plan': {
    call: async (world) => ({
      method: 'POST',
      url: '/membership/next-plan',
      payload: {
        membershipId: await memberMembership(world, 'active', 200),
        membershipTypeId: PLAN_IDS.Providers,
      },
    }),
  },
  // Auto-renewal of one's own company's membership only; each caller gets a fresh one to change.
  'POST /membership/cancel': {
    call: async (world) => ({
      method: 'POST',
      url: '/membership/cancel',
      payload: { membershipId: await memberMembership(world, 'active', 200) },
    }),
  },
  'POST /membership/resume': {
    call: async (world) => ({
      method: 'POST',
      url: '/membership/resume',
      payload: { membershipId: await memberMembership(world, 'cancelled', 200) },
    }),
  },
  // Terminating a membership is for admins only.
  'POST /admin/memberships/:id/terminate': {
    call: async (world) => ({
      method: 'POST',
      url: `/admin/memberships/${await memberMembership(world, 'active', 200)}/terminate`,
      payload: { reason: 'Renewal fee unpaid after repeated reminders' },
    }),
  },

  // The back office's members: admins only.
  'GET /admin/overview': { call: get('/admin/overview') },
  'GET /admin/members': { call: get('/admin/members') },
  'GET /admin/members/export': { call: get('/admin/members/export') },
  'GET /admin/members/:id': { call: (world) => get(`/admin/members/${world.memberCompanyId}`)() },
  'POST /admin/members/:id/resend-invoice': {
    call: (world) => ({
      method: 'POST',
      url: `/admin/members/${world.memberCompanyId}/resend-invoice`,
    }),
  },
  'POST /admin/members/:id/resend-sign-in-code': {
    call: (world) => ({
      method: 'POST',
      url: `/admin/members/${world.memberCompanyId}/resend-sign-in-code`,
    }),
  },
  'GET /admin/invoices/:id/pdf': {
    call: (world) => get(`/admin/invoices/${world.memberInvoiceId}/pdf`)(),
  },

  // The development mailbox: a tool on this machine (DEV_MAILBOX=1), not a role-gated route;
  // clients elsewhere get 404 (outbox.test.ts).
  'GET /dev/outbox': { call: get('/dev/outbox') },
  'GET /dev/mailbox': { call: get('/dev/mailbox') },
  'POST /dev/test-subscriptions/:id/next-charge': {
    call: (world) => ({
      method: 'POST',
      url: `/dev/test-subscriptions/${world.testSubscriptionId}/next-charge`,
      payload: { outcome: 'fail' },
    }),
  },
  // The development clock (DEV_CLOCK=1, on in this world); moving it by nothing leaves the
  // tokens and memberships of the rows after it as they are.
  'GET /dev/clock': { call: get('/dev/clock') },
  'POST /dev/clock': { call: () => ({ method: 'POST', url: '/dev/clock', payload: { days: 0 } }) },
};

function rowFor(method: string, url: string): Row | undefined {
  return (
    MATRIX[`${method} ${url}`] ?? (method === 'HEAD' ? headOf(MATRIX[`GET ${url}`]) : undefined)
  );
}

function headOf(row: Row | undefined): Row | undefined {
  if (!row) return undefined;
  return {
    ...row,
    call: async (world, caller) => ({ ...(await row.call(world, caller)), method: 'HEAD' }),
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
  const { app, db } = await buildTestApp({ env: WORLD_ENV });
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
  const otherCompanyId = await createCompany(db, userIds.otherMember, { name: 'Other Works' });
  await addMembership(db, otherCompanyId, { status: 'active' });
  // Both owners consented to the public directory, so visitors see their company pages.
  await db.insert(consents).values(
    [userIds.member, userIds.otherMember].map((userId) => ({
      userId,
      kind: 'directory' as const,
      granted: true,
      noticeVersion: PRIVACY_NOTICE_VERSION,
      changedAt: new Date(),
    })),
  );
  await grantRoleByEmails(db, 'admin', [emails.admin]);
  const [newsId = ''] = await insertNews(db, [{ title: 'Matrix news', createdAt: new Date() }]);
  const fileKey = 'news/matrix/probe.png';
  const memberLeadId = await insertMatrixLead(db, memberCompanyId);
  await app.ctx.adapters.storage.put(fileKey, Buffer.from('89504e470d0a1a0a', 'hex'), 'image/png');

  const tokens = {} as World['tokens'];
  for (const caller of Object.keys(emails) as (keyof typeof emails)[]) {
    tokens[caller] = (await signIn(app, emails[caller])).accessToken;
  }

  // The member started buying Promoters twice (before holding a plan: a company holds one
  // membership), then paid for Providers (an invoice).
  const chosen = await choose(app, tokens.member, PLAN_IDS.Promoters);
  const memberTransactionId = chosen.json<{ transactionId: string }>().transactionId;
  const ordered = await order(app, tokens.member, memberTransactionId);
  const memberOrderId = ordered.json<{ orderId: string }>().orderId;
  const second = await choose(app, tokens.member, PLAN_IDS.Promoters);
  const secondOrder = await order(
    app,
    tokens.member,
    second.json<{ transactionId: string }>().transactionId,
  );
  const memberSecondOrderId = secondOrder.json<{ orderId: string }>().orderId;
  const paid = await paidCheckout(app, tokens.member, PLAN_IDS.Providers);
  expect((await verify(app, tokens.member, paid.fields)).statusCode).toBe(200);
  const [invoice] = await db.select({ id: invoices.id }).from(invoices);
  await addMembership(db, memberCompanyId, { status: 'active' });

  const { subscriptionId: testSubscriptionId } = await app.ctx.adapters.payments.createSubscription(
    {
      planId: 'plan_matrix',
      amountPaise: 5_900_000,
      startAt: new Date(Date.now() + 200 * DAY),
      totalCount: 30,
      notes: { membershipId: memberCompanyId },
    },
  );

  const chapterId = await insertChapter(db);
  const meetingId = await insertMeeting(db, chapterId, new Date(Date.now() + 7 * DAY));
  const memberTicketCode = 'K7QM4RXD';
  await insertTicket(db, meetingId, userIds.member, memberTicketCode);
  const paidEvent = async (title: string) => {
    const created = await app.inject({
      method: 'POST',
      url: '/admin/paid-events',
      headers: { authorization: `Bearer ${tokens.admin}` },
      payload: { ...PAID_EVENT_BODY, title },
    });
    expect(created.statusCode).toBe(201);
    return created.json<{ id: string; ticketTypes: { id: string }[] }>();
  };
  const matrixEvent = await paidEvent('Matrix summit');
  const cancellableEvent = await paidEvent('Matrix meet to cancel');
  const ticketTypeId = matrixEvent.ticketTypes[0]?.id ?? '';
  const ticketOrder = await app.inject({
    method: 'POST',
    url: '/ticket-orders',
    headers: { authorization: `Bearer ${tokens.member}` },
    payload: { ticketTypeId },
  });
  const ticketCheckout = await app.ctx.adapters.payments.testCheckout?.complete(
    ticketOrder.json<{ payment: { orderId: string } }>().payment.orderId,
    'pay',
  );
  if (ticketCheckout?.status !== 'paid') throw new Error('the ticket was not paid');
  const { status: _paid, webhook: _webhook, ...ticketFields } = ticketCheckout;
  const ticketVerified = await app.inject({
    method: 'POST',
    url: '/ticket-orders/verify',
    headers: { authorization: `Bearer ${tokens.member}` },
    payload: ticketFields,
  });
  const memberTicketId = ticketVerified.json<{ ticket: { id: string } }>().ticket.id;

  return {
    app,
    tokens,
    emails,
    testSubscriptionId,
    chapterId,
    meetingId,
    memberUserId: userIds.member,
    memberTicketCode,
    paidEventId: matrixEvent.id,
    ticketTypeId,
    cancellableEventId: cancellableEvent.id,
    memberTicketId,
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
    { timeout: 300_000 },
    async () => {
      const world = await buildWorld();
      const routes = world.app.routeTable;
      expect(routes.length).toBeGreaterThan(40);

      const missing = routes
        .filter((route) => !rowFor(route.method, route.url))
        .map((route) => `${route.method} ${route.url}`);
      expect(missing, 'routes without a sample call in MATRIX').toEqual([]);

      const got: string[] = [];
      const wanted: string[] = [];
      for (const route of routes) {
        const row = rowFor(route.method, route.url);
        if (!row) continue;
        const name = `${route.method} ${route.url}`;
        const endpoint = TABLE.get(
          `${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`,
        );
        expect(endpoint?.access ?? route.access, `${name}: the access it registered with`).toBe(
          route.access,
        );
        const expected = endpoint ? expectationsOf(endpoint, row) : row.expect;
        expect(
          expected,
          `${name}: a row with expectations (outside the route table)`,
        ).toBeDefined();
        for (const caller of CALLERS) {
          const refusal = refusalOf(route.access, caller);
          const response = await callAs(world, caller, await row.call(world, caller));
          got.push(`${name} as ${caller}: ${response.statusCode}`);
          wanted.push(`${name} as ${caller}: ${expected?.[caller]}`);

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
    ).toThrow(
      "GET /for-members is for members: declare it with config: { access: 'member', notAMemberMessage }",
    );
    expect(() =>
      app.get('/remembered', { config: { access: 'admin' } }, async () => ({ ok: true })),
    ).not.toThrow();
  });

  it('names no route that does not exist (the table follows the app)', async () => {
    const { app } = await buildTestApp({ env: WORLD_ENV });
    await app.ready();
    const registered = new Set(app.routeTable.map((route) => `${route.method} ${route.url}`));
    expect(Object.keys(MATRIX).filter((key) => !registered.has(key))).toEqual([]);
  });

  it('serves every route of the table with its declared access, and derives what the table decides', async () => {
    const { app } = await buildTestApp({ env: WORLD_ENV });
    await app.ready();
    const registered = new Map(
      app.routeTable.map((route) => [`${route.method} ${route.url}`, route.access]),
    );
    const problems: string[] = [];
    for (const [name, endpoint] of TABLE) {
      if (registered.get(name) !== endpoint.access) {
        problems.push(`${name} is registered with ${registered.get(name)}, not ${endpoint.access}`);
      }
      if (MATRIX[name]?.expect) problems.push(`${name}: derive its expectations, do not list them`);
      if (MATRIX[name]?.outcomes && !MATRIX[name]?.because) {
        problems.push(`${name}: say why its outcomes depend on the data`);
      }
    }
    expect(problems).toEqual([]);
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
