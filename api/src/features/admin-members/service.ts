import { countOf } from '@club/contract/format/count';
import {
  ADMIN_MEMBER_STATE_LABELS,
  adminMemberStateSchema,
  OVERVIEW_MEMBER_STATES,
  RENEWAL_WINDOW_DAYS,
  type AdminCompany,
  type AdminMember,
  type AdminMemberFilters,
  type AdminMemberState,
  type AdminMembersQuery,
  type AdminOverview,
  type ResendInvoiceResponse,
  type ResendSignInCodeResponse,
} from '@club/contract/admin-members';
import { SIGN_IN_LINK_PARAMS } from '@club/contract/auth';
import { formatMembershipEnd, indiaFinancialYearOf, indiaMonthOf } from '@club/contract/india-time';
import { paths } from '@club/contract/site-pages';
import type { AppContext } from '../../app-context';
import { AppError, notFound } from '../../http/app-error';
import { cursorFrom, toPage } from '../../lib/cursor-pagination';
import { recordAudit } from '../../platform/audit-trail/repository';
import { issueCode } from '../../platform/identity/issue-code';
import { renderInvoicePdf } from '../../platform/tax-invoices/invoice-pdf';
import { invoiceFileName } from '../../platform/tax-invoices/receipt-message';
import { siteLink } from '../../lib/site-links';
import { lifecycleSettings } from '../../platform/membership-lifecycle/lifecycle';
import { addAttachments } from '../../platform/outbox/attachments-repository';
import { enqueueMessage } from '../../platform/outbox/repository';
import { membersCsv } from './members-csv';
import { invoiceResentMessage } from './invoice-resent-message';
import { signInCodeResentMessage } from './sign-in-code-resent-message';
import {
  countNewInquiries,
  countLeadsSince,
  countMembersByState,
  countNeverPaid,
  countRenewalsDueSoon,
  findCompany,
  findInvoice,
  invoicesOfCompany,
  invoiceTotals,
  isAdmin,
  latestInvoiceOf,
  leadsOfCompany,
  listAllMembers,
  listMembersAfter,
  membershipsOfCompany,
  paidTermsOf,
  paymentsOfCompany,
  type LifecycleAt,
  type MemberRow,
} from './repository';

export const ADMIN_MEMBER_MESSAGES = {
  companyNotFound: 'This company does not exist.',
  invoiceNotFound: 'Invoice not found',
  noInvoice: 'This company has no invoice to send yet.',
} as const;

const iso = (date: Date | null) => date?.toISOString() ?? null;

function lifecycleAt(ctx: AppContext): LifecycleAt {
  return { now: ctx.clock.now(), settings: lifecycleSettings(ctx.config) };
}

/** A state from SQL, checked against the contract's list (an unknown one is a bug). */
function stateOf(value: string | null): AdminMemberState {
  return value === null ? 'none' : adminMemberStateSchema.parse(value);
}

/** Whether the next term will be charged automatically: an auto-renewing membership with access. */
function autoRenews(state: AdminMemberState): boolean {
  return state === 'active' || state === 'renewal_due' || state === 'grace';
}

/** GET /admin/overview: each figure in its own small query, run together. */
export async function overview(ctx: AppContext): Promise<AdminOverview> {
  const at = lifecycleAt(ctx);
  const month = indiaMonthOf(at.now);
  const year = indiaFinancialYearOf(at.now);
  const [byState, renewalsDueSoon, monthTotals, yearTotals, neverPaid, leads, inquiries] =
    await Promise.all([
      countMembersByState(ctx.db, at),
      countRenewalsDueSoon(ctx.db, at, RENEWAL_WINDOW_DAYS),
      invoiceTotals(ctx.db, month.from, month.to),
      invoiceTotals(ctx.db, year.from, year.to),
      countNeverPaid(ctx.db),
      countLeadsSince(ctx.db, month.from),
      countNewInquiries(ctx.db),
    ]);
  const membersByState = Object.fromEntries(
    OVERVIEW_MEMBER_STATES.map((state) => [state, byState.get(state) ?? 0]),
  ) as AdminOverview['membersByState'];
  return {
    asOf: at.now.toISOString(),
    membersByState,
    renewalsDueSoon,
    thisMonth: { ...monthTotals, label: month.label },
    thisFinancialYear: { ...yearTotals, label: year.label },
    registeredNeverPaid: neverPaid,
    leadsThisMonth: leads,
    openInquiries: { count: inquiries, basis: 'status-new' },
  };
}

function toMember(row: MemberRow): AdminMember {
  const state = stateOf(row.state);
  return {
    companyId: row.id,
    companyName: row.name,
    city: row.city,
    stateName: row.stateName,
    owner: { id: row.ownerId, name: row.ownerName, email: row.ownerEmail },
    membershipId: row.membershipId,
    plan:
      row.planId !== null && row.planName !== null && row.planTier !== null
        ? {
            id: row.planId,
            name: row.planName as 'Promoters' | 'Producers' | 'Providers',
            tier: row.planTier as 'alpha' | 'beta' | 'gamma',
          }
        : null,
    state,
    termStartsAt: iso(toDate(row.startsAt)),
    termEndsAt: iso(toDate(row.endsAt)),
    autoRenewal: autoRenews(state),
    lastPayment:
      row.lastPaidAt !== null && row.lastTotal !== null
        ? { paidAt: toDate(row.lastPaidAt)?.toISOString() ?? '', total: Number(row.lastTotal) }
        : null,
    registeredAt: row.createdAt.toISOString(),
  };
}

/** Timestamps selected through `sql` come back as text from some drivers. */
function toDate(value: Date | string | null): Date | null {
  if (value === null) return null;
  return value instanceof Date ? value : new Date(value);
}

export async function listMembers(ctx: AppContext, query: AdminMembersQuery) {
  const { cursor, limit, ...filters } = query;
  const rows = await listMembersAfter(
    ctx.db,
    filters,
    lifecycleAt(ctx),
    RENEWAL_WINDOW_DAYS,
    cursorFrom(cursor),
    limit,
  );
  return toPage(rows, limit, toMember);
}

/** What the export's audit entry says of the filters: `state=active, city=Pune`. */
function describeFilters(filters: AdminMemberFilters): string {
  const parts = Object.entries(filters)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${key}=${String(value)}`);
  return parts.length > 0 ? parts.join(', ') : 'no filters';
}

/**
 * GET /admin/members/export: the whole filtered list as CSV, and its entry
 * in the audit trail (one statement reads the rows; the entry is written
 * before the file is answered).
 */
export async function exportMembers(
  ctx: AppContext,
  adminId: string,
  filters: AdminMemberFilters,
): Promise<{ csv: string; rows: number }> {
  const at = lifecycleAt(ctx);
  return ctx.db.transaction(async (tx) => {
    const rows = await listAllMembers(tx, filters, at, RENEWAL_WINDOW_DAYS);
    const members = rows.map(toMember);
    await recordAudit(tx, {
      action: 'members.export',
      actor: { userId: adminId },
      subjectId: adminId,
      subjectTitle: `Members export (${countOf(members.length, 'row')})`,
      detail: describeFilters(filters),
      at: at.now,
    });
    return { csv: membersCsv(members, ADMIN_MEMBER_STATE_LABELS), rows: members.length };
  });
}

/**
 * GET /admin/members/:id: the company page. Each read of a member's personal
 * data goes to the access log (the audit trail, `personal_data.read`), kept a year.
 */
export async function companyDetails(
  ctx: AppContext,
  companyId: string,
  adminId: string,
): Promise<AdminCompany> {
  const at = lifecycleAt(ctx);
  const found = await findCompany(ctx.db, companyId);
  if (!found) throw notFound(ADMIN_MEMBER_MESSAGES.companyNotFound);
  await recordAudit(ctx.db, {
    action: 'personal_data.read',
    actor: { userId: adminId },
    subjectId: found.company.id,
    subjectTitle: found.company.name,
    detail: 'Company page',
    at: ctx.clock.now(),
  });
  const [membershipRows, payments, invoiceRows, leads, ownerIsAdmin] = await Promise.all([
    membershipsOfCompany(ctx.db, companyId, at),
    paymentsOfCompany(ctx.db, companyId),
    invoicesOfCompany(ctx.db, companyId),
    leadsOfCompany(ctx.db, companyId),
    isAdmin(ctx.db, found.owner.id),
  ]);
  const terms = await paidTermsOf(
    ctx.db,
    membershipRows.map((row) => row.membership.id),
  );
  const { company, owner, profile } = found;
  return {
    company: {
      id: company.id,
      name: company.name,
      email: company.companyEmail,
      mobile: `${company.countryCode} ${company.companyMobile}`,
      category: found.category,
      subcategory: found.subcategory,
      billingName: company.billingName,
      billingAddress: company.billingAddress,
      stateName: found.stateName,
      city: company.city,
      country: company.country,
      gstNumber: company.gstNumber,
      agreementVersion: company.agreementVersion,
      agreementAcceptedAt: iso(company.agreementAcceptedAt),
      registeredAt: company.createdAt.toISOString(),
      closedAt: iso(company.closedAt),
    },
    profile:
      profile?.companyId != null
        ? {
            ownerName: profile.ownerName,
            primaryEmail: profile.primaryEmail,
            primaryPhone: profile.primaryPhone,
            website: profile.website,
            brief: profile.brief,
          }
        : null,
    users: [
      {
        id: owner.id,
        name: owner.username,
        email: owner.email,
        mobile:
          owner.countryCode && owner.mobileNumber
            ? `${owner.countryCode} ${owner.mobileNumber}`
            : null,
        role: 'owner',
        isAdmin: ownerIsAdmin,
        emailVerifiedAt: iso(owner.emailVerifiedAt),
        createdAt: owner.createdAt.toISOString(),
      },
    ],
    memberships: membershipRows.map(({ membership, state: rawState, plan }) => {
      const state = stateOf(rawState);
      const history: { at: Date; what: string }[] = [
        { at: membership.createdAt, what: `${plan.name} plan chosen` },
      ];
      for (const term of terms) {
        if (term.membershipId !== membership.id || !term.paidAt) continue;
        history.push({
          at: term.paidAt,
          what: term.kind === 'purchase' ? 'Paid: membership started' : 'Paid: term renewed',
        });
      }
      if (membership.cancelledAt) {
        history.push({ at: membership.cancelledAt, what: 'Auto-renewal turned off' });
      }
      if (membership.graceEndsAt) {
        history.push({
          at: membership.endsAt ?? membership.graceEndsAt,
          what: `Renewal charge failed: access until ${formatMembershipEnd(membership.graceEndsAt)}`,
        });
      }
      if (membership.terminatedAt) {
        history.push({
          at: membership.terminatedAt,
          what: `Terminated: ${membership.terminationReason ?? ''}`.trim(),
        });
      }
      history.sort((a, b) => a.at.getTime() - b.at.getTime());
      return {
        id: membership.id,
        plan: plan,
        state,
        termStartsAt: iso(membership.startsAt),
        termEndsAt: iso(membership.endsAt),
        graceEndsAt: iso(membership.graceEndsAt),
        autoRenewal: autoRenews(state),
        terminationReason: membership.terminationReason,
        createdAt: membership.createdAt.toISOString(),
        history: history.map((event) => ({ at: event.at.toISOString(), what: event.what })),
      };
    }),
    payments: payments.map(({ payment, planName }) => ({
      id: payment.id,
      kind: payment.kind,
      status: payment.status,
      planName,
      price: payment.price,
      gst: payment.gst,
      total: payment.total,
      createdAt: payment.createdAt.toISOString(),
      paidAt: iso(payment.paidAt),
    })),
    invoices: invoiceRows.map((invoice) => ({
      id: invoice.id,
      number: invoice.number,
      issuedAt: invoice.issuedAt.toISOString(),
      description: invoice.description,
      taxableValue: invoice.taxableValue,
      tax: invoice.tax,
      total: invoice.total,
    })),
    leads: {
      total: leads.total,
      items: leads.items.map((lead) => ({
        id: lead.id,
        title: lead.title,
        createdAt: lead.createdAt.toISOString(),
      })),
    },
  };
}

/**
 * POST /admin/members/:id/resend-invoice: the company's latest invoice,
 * e-mailed to its owner through the outbox with the PDF attached; the
 * message and the audit entry commit together.
 */
export async function resendInvoice(
  ctx: AppContext,
  adminId: string,
  companyId: string,
): Promise<ResendInvoiceResponse> {
  const found = await findCompany(ctx.db, companyId);
  if (!found) throw notFound(ADMIN_MEMBER_MESSAGES.companyNotFound);
  const invoice = await latestInvoiceOf(ctx.db, companyId);
  if (!invoice) throw new AppError(409, 'CONFLICT', ADMIN_MEMBER_MESSAGES.noInvoice);
  const pdf = await renderInvoicePdf(invoice);
  const now = ctx.clock.now();
  const to = found.owner.email;
  await ctx.db.transaction(async (tx) => {
    const messageId = await enqueueMessage(tx, {
      channel: 'email',
      kind: 'invoice-resent',
      to,
      ...invoiceResentMessage({
        username: found.owner.username,
        invoiceNumber: invoice.number,
        language: found.owner.language,
      }),
      now,
    });
    await addAttachments(tx, messageId, [
      { filename: invoiceFileName(invoice.number), contentType: 'application/pdf', content: pdf },
    ]);
    await recordAudit(tx, {
      action: 'invoice.resend',
      actor: { userId: adminId },
      subjectId: invoice.id,
      subjectTitle: `${invoice.number} · ${found.company.name}`,
      detail: `Sent to ${to}`,
      at: now,
    });
  });
  return { invoiceNumber: invoice.number, to };
}

/**
 * The link in a code the staff sent: the sign-in page at its code step for `email`.
 *
 * The nonce leaves the server here, in the e-mail next to the code. That gives
 * nobody more than the code's own rules allow: POST /auth/otp/verify still needs
 * the 6-digit code with it, each wrong code counts toward the code's 5 tries
 * (then it is burnt), it expires in 10 minutes, is used once, and a newer code to
 * the address replaces it; verification is also limited per network. Whoever
 * reads the e-mail has the code anyway, and the link alone (a leaked URL) signs
 * nobody in. The page reads the nonce and takes it out of the address at once.
 */
function signInLink(ctx: AppContext, email: string, nonce: string): string {
  const query = new URLSearchParams({
    [SIGN_IN_LINK_PARAMS.email]: email,
    [SIGN_IN_LINK_PARAMS.nonce]: nonce,
  });
  return siteLink(ctx.config, `${paths.signIn()}?${query.toString()}`);
}

/**
 * POST /admin/members/:id/resend-sign-in-code: a sign-in code to the owner's
 * e-mail address, issued by the sign-in's own code rules with a budget of the
 * staff's own (its hourly limit answers 429; what the owner or strangers asked
 * for never uses it up, and it never uses up theirs), with a link that lets the owner use it from any browser (see
 * signInLink); the code and its nonce are in the message only, never in the
 * audit trail or the logs.
 */
export async function resendSignInCode(
  ctx: AppContext,
  adminId: string,
  companyId: string,
): Promise<ResendSignInCodeResponse> {
  const found = await findCompany(ctx.db, companyId);
  if (!found) throw notFound(ADMIN_MEMBER_MESSAGES.companyNotFound);
  const to = found.owner.email.toLowerCase();
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await issueCode(ctx, tx, {
      channel: 'email',
      identifier: to,
      userId: found.owner.id,
      requester: { kind: 'staff' },
      send: true,
      purpose: 'sign-in',
      kind: 'sign-in-code',
      message: (code, nonce) =>
        signInCodeResentMessage(code, signInLink(ctx, to, nonce), found.owner.language),
    });
    await recordAudit(tx, {
      action: 'signin-code.resend',
      actor: { userId: adminId },
      subjectId: found.owner.id,
      subjectTitle: `${found.owner.email} · ${found.company.name}`,
      at: now,
    });
  });
  return { to };
}

/** GET /admin/invoices/:id/pdf: any company's invoice. */
export async function adminInvoicePdf(ctx: AppContext, invoiceId: string, adminId: string) {
  const invoice = await findInvoice(ctx.db, invoiceId);
  if (!invoice) throw notFound(ADMIN_MEMBER_MESSAGES.invoiceNotFound);
  // An invoice names its recipient and billing address: its reading goes to the access log.
  await recordAudit(ctx.db, {
    action: 'personal_data.read',
    actor: { userId: adminId },
    subjectId: invoice.companyId,
    subjectTitle: invoice.details.recipient.name,
    detail: `Invoice ${invoice.number} (PDF)`,
    at: ctx.clock.now(),
  });
  return { number: invoice.number, pdf: await renderInvoicePdf(invoice) };
}
