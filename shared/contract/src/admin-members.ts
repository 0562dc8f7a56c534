import * as z from 'zod/mini';
import {
  cursorQuerySchema,
  entityIdSchema,
  idParamsSchema,
  inputString,
  pageSchema,
  referenceIdFromTextSchema,
  timestampSchema,
} from '@club/contract/common';
import { defineEndpointGroup } from '@club/contract/endpoint';
import { PAYMENT_KINDS } from '@club/contract/payment';
import { membershipTypeNameSchema } from '@club/contract/reference';

const wholeRupees = z.number().check(z.int(), z.nonnegative());
const count = z.number().check(z.int(), z.nonnegative());

/**
 * A member's state as the back office shows it: the lifecycle's states, with
 * a due renewal whose charge failed told apart (`grace`: access continues
 * until the grace period ends), and `none` for a company that never chose a plan.
 */
export const ADMIN_MEMBER_STATES = [
  'active',
  'renewal_due',
  'grace',
  'cancelled',
  'lapsed',
  'ended',
  'terminated',
  'pending',
  'none',
] as const;
export const adminMemberStateSchema = z.enum(ADMIN_MEMBER_STATES);
export type AdminMemberState = z.infer<typeof adminMemberStateSchema>;

/** How the back office names each state. */
export const ADMIN_MEMBER_STATE_LABELS: Readonly<Record<AdminMemberState, string>> = {
  active: 'Active',
  renewal_due: 'Renewal due',
  grace: 'In grace',
  cancelled: 'Cancelled',
  lapsed: 'Lapsed',
  ended: 'Ended',
  terminated: 'Terminated',
  pending: 'Awaiting payment',
  none: 'No plan',
};

/** The states the overview counts members in, in its order. */
export const OVERVIEW_MEMBER_STATES = [
  'active',
  'renewal_due',
  'grace',
  'cancelled',
  'lapsed',
  'ended',
  'terminated',
] as const satisfies readonly AdminMemberState[];

/** How many days ahead "renewal due soon" looks (the overview's figure and the list's filter). */
export const RENEWAL_WINDOW_DAYS = 30;

const moneySchema = z.object({
  /** Paid memberships with an invoice in the period. */
  payments: count,
  taxableValue: wholeRupees,
  gst: wholeRupees,
  total: wholeRupees,
});
export type AdminMoneyFigures = z.infer<typeof moneySchema>;

/** GET /admin/overview: the back office's figures, worked out at `asOf` (India time for months and years). */
export const adminOverviewSchema = z.object({
  asOf: timestampSchema,
  /** Companies by the state of their current membership (the one with access, else the latest). */
  membersByState: z.object({
    active: count,
    renewal_due: count,
    grace: count,
    cancelled: count,
    lapsed: count,
    ended: count,
    terminated: count,
  }),
  /** Current memberships with access whose term ends within RENEWAL_WINDOW_DAYS. */
  renewalsDueSoon: count,
  thisMonth: z.extend(moneySchema, { label: z.string() }),
  /** The financial year, April to March (`2026-27`). */
  thisFinancialYear: z.extend(moneySchema, { label: z.string() }),
  /** Companies registered (an account was made) that never paid: no paid payment, no membership that started. */
  registeredNeverPaid: count,
  leadsThisMonth: count,
  /**
   * Inquiries waiting for an answer. `basis` says what was counted: until
   * inquiries have a status, the ones received this month.
   */
  openInquiries: z.object({
    count,
    basis: z.enum(['status-new', 'received-this-month']),
  }),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** The filters of the members list and its CSV export. */
export const adminMemberFiltersSchema = z.object({
  /** Part of the company's name, the owner's name or the owner's e-mail address. */
  q: z.optional(inputString(z.trim(), z.maxLength(100))),
  state: z.optional(z.enum([...ADMIN_MEMBER_STATES, 'never-paid'])),
  planId: z.optional(referenceIdFromTextSchema),
  city: z.optional(inputString(z.trim(), z.maxLength(80))),
  /** Only current memberships with access whose term ends within RENEWAL_WINDOW_DAYS. */
  renewalDue: z.optional(z.literal('30-days')),
});
export type AdminMemberFilters = z.infer<typeof adminMemberFiltersSchema>;
export type AdminMemberStateFilter = NonNullable<AdminMemberFilters['state']>;

export const adminMembersQuerySchema = z.extend(cursorQuerySchema, adminMemberFiltersSchema.shape);
export type AdminMembersQuery = z.infer<typeof adminMembersQuerySchema>;

const planSchema = z.object({
  id: z.number(),
  name: membershipTypeNameSchema,
  tier: z.enum(['alpha', 'beta', 'gamma']),
});

/** A row of the members list: a company, its owner, its current membership and its last payment. */
export const adminMemberSchema = z.object({
  companyId: entityIdSchema,
  companyName: z.string(),
  city: z.nullable(z.string()),
  stateName: z.nullable(z.string()),
  owner: z.object({ id: entityIdSchema, name: z.string(), email: z.string() }),
  membershipId: z.nullable(entityIdSchema),
  plan: z.nullable(planSchema),
  state: adminMemberStateSchema,
  termStartsAt: z.nullable(timestampSchema),
  termEndsAt: z.nullable(timestampSchema),
  autoRenewal: z.boolean(),
  lastPayment: z.nullable(z.object({ paidAt: timestampSchema, total: wholeRupees })),
  registeredAt: timestampSchema,
});
export type AdminMember = z.infer<typeof adminMemberSchema>;
export const adminMembersPageSchema = pageSchema(adminMemberSchema);
export type AdminMembersPage = z.infer<typeof adminMembersPageSchema>;

/** One event in a membership's history, oldest first. */
export const membershipEventSchema = z.object({
  at: timestampSchema,
  what: z.string(),
});

export const adminCompanyMembershipSchema = z.object({
  id: entityIdSchema,
  plan: planSchema,
  state: adminMemberStateSchema,
  termStartsAt: z.nullable(timestampSchema),
  termEndsAt: z.nullable(timestampSchema),
  graceEndsAt: z.nullable(timestampSchema),
  autoRenewal: z.boolean(),
  terminationReason: z.nullable(z.string()),
  createdAt: timestampSchema,
  history: z.array(membershipEventSchema),
});
export type AdminCompanyMembership = z.infer<typeof adminCompanyMembershipSchema>;

/** GET /admin/members/:id: everything the back office knows of one company. */
export const adminCompanySchema = z.object({
  company: z.object({
    id: entityIdSchema,
    name: z.string(),
    email: z.string(),
    mobile: z.string(),
    category: z.string(),
    subcategory: z.nullable(z.string()),
    billingName: z.string(),
    billingAddress: z.string(),
    stateName: z.nullable(z.string()),
    city: z.nullable(z.string()),
    country: z.string(),
    gstNumber: z.nullable(z.string()),
    agreementVersion: z.nullable(z.string()),
    agreementAcceptedAt: z.nullable(timestampSchema),
    /** When the owner closed the account (its personal data erased); null while open. */
    closedAt: z._default(z.nullable(timestampSchema), null),
    registeredAt: timestampSchema,
  }),
  profile: z.nullable(
    z.object({
      ownerName: z.nullable(z.string()),
      primaryEmail: z.nullable(z.string()),
      primaryPhone: z.nullable(z.string()),
      website: z.nullable(z.string()),
      brief: z.nullable(z.string()),
    }),
  ),
  /** The company's users: today its owner, who signs in for it. */
  users: z.array(
    z.object({
      id: entityIdSchema,
      name: z.string(),
      email: z.string(),
      mobile: z.nullable(z.string()),
      role: z.enum(['owner']),
      isAdmin: z.boolean(),
      emailVerifiedAt: z.nullable(timestampSchema),
      createdAt: timestampSchema,
    }),
  ),
  /** Newest first. */
  memberships: z.array(adminCompanyMembershipSchema),
  /** The latest payments (at most 50), newest first. */
  payments: z.array(
    z.object({
      id: entityIdSchema,
      kind: z.enum(PAYMENT_KINDS),
      status: z.enum(['created', 'ordered', 'failed', 'paid']),
      planName: membershipTypeNameSchema,
      price: wholeRupees,
      gst: wholeRupees,
      total: wholeRupees,
      createdAt: timestampSchema,
      paidAt: z.nullable(timestampSchema),
    }),
  ),
  /** The latest invoices (at most 50), newest first. */
  invoices: z.array(
    z.object({
      id: entityIdSchema,
      number: z.string(),
      issuedAt: timestampSchema,
      description: z.string(),
      taxableValue: wholeRupees,
      tax: wholeRupees,
      total: wholeRupees,
    }),
  ),
  /** The latest leads (at most 50), newest first, and how many there are. */
  leads: z.object({
    total: count,
    items: z.array(z.object({ id: entityIdSchema, title: z.string(), createdAt: timestampSchema })),
  }),
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;

/** POST /admin/members/:id/resend-invoice: the last invoice, e-mailed again to the owner. */
export const resendInvoiceResponseSchema = z.object({
  invoiceNumber: z.string(),
  to: z.string(),
});
export type ResendInvoiceResponse = z.infer<typeof resendInvoiceResponseSchema>;

/** POST /admin/members/:id/resend-sign-in-code: a sign-in code e-mailed to the owner. */
export const resendSignInCodeResponseSchema = z.object({ to: z.string() });
export type ResendSignInCodeResponse = z.infer<typeof resendSignInCodeResponseSchema>;

/**
 * The grounds on which the Cancellation Policy lets the club terminate a
 * membership at once; the back office offers them as reasons, with free text.
 */
export const TERMINATION_GROUNDS = [
  'Failed to pay the renewal fee',
  'Failed to deliver on the professional commitments made through the Club',
  'Breached business ethics and was convicted under the law',
] as const;

/** The CSV export's file name for a day: `members-2026-11-27.csv`. */
export function membersExportFileName(day: string): string {
  return `members-${day}.csv`;
}

/** The back office's members: overview figures, the list, a company, and the actions on it. */
export const adminMemberEndpoints = defineEndpointGroup(
  { access: 'admin', tag: 'Admin' },
  {
    overview: {
      method: 'GET',
      path: '/admin/overview',
      summary: "The back office's figures: members by state, renewals, revenue, leads, inquiries",
      response: adminOverviewSchema,
    },
    list: {
      method: 'GET',
      path: '/admin/members',
      summary: 'Every company with its owner, plan, state and last payment, newest first',
      query: adminMembersQuerySchema,
      response: adminMembersPageSchema,
    },
    /** Answers text/csv with a Content-Disposition file name. */
    export: {
      method: 'GET',
      path: '/admin/members/export',
      summary: 'The members list with its filters, as CSV (recorded in the audit trail)',
      query: adminMemberFiltersSchema,
      response: null,
    },
    company: {
      method: 'GET',
      path: '/admin/members/:id',
      summary: 'One company: registration, profile, users, memberships, payments, invoices, leads',
      params: idParamsSchema,
      response: adminCompanySchema,
      errors: [404],
    },
    resendInvoice: {
      method: 'POST',
      path: '/admin/members/:id/resend-invoice',
      summary: "E-mail the company's last invoice to its owner again (recorded in the audit trail)",
      params: idParamsSchema,
      response: resendInvoiceResponseSchema,
      errors: [404, 409],
    },
    resendSignInCode: {
      method: 'POST',
      path: '/admin/members/:id/resend-sign-in-code',
      summary: "E-mail a sign-in code to the company's owner (recorded in the audit trail)",
      params: idParamsSchema,
      response: resendSignInCodeResponseSchema,
      errors: [404],
    },
    /** Answers the invoice as application/pdf. */
    invoicePdf: {
      method: 'GET',
      path: '/admin/invoices/:id/pdf',
      summary: "Any company's invoice as a PDF (admins only)",
      params: idParamsSchema,
      response: null,
      errors: [404],
    },
  },
);
