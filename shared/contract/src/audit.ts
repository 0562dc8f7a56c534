import * as z from 'zod/mini';
import {
  cursorQuerySchema,
  emailSchema,
  entityIdSchema,
  pageSchema,
  timestampSchema,
} from '@club/contract/common';
import { defineEndpoints } from '@club/contract/endpoint';

/**
 * What the audit trail records: every change an admin makes (news written or
 * deleted, memberships terminated, payments refunded, invoices and sign-in
 * codes sent again, inquiries and grievances answered or closed), every export
 * of members' data, and the admin role granted or removed; correction requests
 * answered, accounts closed by their owners, and every admin read of a member's
 * personal data (the access log, kept a year); and the visitor invitations members
 * withdraw and the meeting e-mails visitors stop with their link.
 */
export const AUDIT_ACTIONS = [
  'news.create',
  'news.delete',
  'membership.terminate',
  'role.grant',
  'role.revoke',
  'session.end',
  'payment.refund',
  'invoice.resend',
  'signin-code.resend',
  'inquiry.update',
  'inquiry.reply',
  'grievance.answer',
  'members.export',
  'newsletter.export',
  'gst.export',
  'correction.approve',
  'correction.refuse',
  'account.close',
  'personal_data.read',
  'meeting.change',
  'meeting.member-move',
  'meeting.chapter-create',
  'meeting.chapter-change',
  'visitor.invitation-withdraw',
  'visitor.emails-consent-withdraw',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditActionName = (typeof AUDIT_ACTIONS)[number];

/** How the audit trail names each action to a reader. */
export const AUDIT_ACTION_LABELS: Record<AuditActionName, string> = {
  'news.create': 'News published',
  'news.delete': 'News deleted',
  'membership.terminate': 'Membership terminated',
  'role.grant': 'Admin role granted',
  'role.revoke': 'Admin role removed',
  'session.end': 'Session ended',
  'payment.refund': 'Payment refunded',
  'invoice.resend': 'Invoice sent again',
  'signin-code.resend': 'Sign-in code sent again',
  'inquiry.update': 'Inquiry updated',
  'inquiry.reply': 'Inquiry replied to',
  'grievance.answer': 'Grievance answered',
  'members.export': 'Members exported',
  'newsletter.export': 'Newsletter subscribers exported',
  'gst.export': 'GST return exported',
  'correction.approve': 'Correction approved',
  'correction.refuse': 'Correction refused',
  'account.close': 'Account closed by its owner',
  'personal_data.read': "Member's personal data viewed",
  'meeting.change': 'Meeting changed or cancelled',
  'meeting.member-move': 'Member moved to another chapter',
  'meeting.chapter-create': 'Chapter added',
  'meeting.chapter-change': 'Chapter changed',
  'visitor.invitation-withdraw': 'Visitor invitation withdrawn',
  'visitor.emails-consent-withdraw': "Visitor stopped the meeting's e-mails",
};

/**
 * The kinds the trail filters by: one per family of actions (`news.*`,
 * `payment.*`, ...), and `export` for every export of data, whatever it holds.
 */
export const AUDIT_KINDS = [
  'news',
  'membership',
  'role',
  'session',
  'payment',
  'invoice',
  'signin-code',
  'inquiry',
  'grievance',
  'export',
  'correction',
  'account',
  'personal_data',
  'meeting',
  'visitor',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
export const auditKindSchema = z.enum(AUDIT_KINDS);

export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  news: 'News',
  membership: 'Memberships',
  role: 'Admin roles',
  session: 'Sessions',
  payment: 'Payments',
  invoice: 'Invoices',
  'signin-code': 'Sign-in codes',
  inquiry: 'Inquiries',
  grievance: 'Grievances',
  export: 'Exports',
  correction: 'Corrections',
  account: 'Account closures',
  personal_data: 'Personal data access',
  meeting: 'Chapters and meetings',
  visitor: 'Visitors',
};

/** The kind an action belongs to. */
export function auditKindOf(action: AuditActionName): AuditKind {
  if (action.endsWith('.export')) return 'export';
  return action.slice(0, action.indexOf('.')) as AuditKind;
}

/** The actions of one kind. */
export function auditActionsOf(kind: AuditKind): AuditActionName[] {
  return AUDIT_ACTIONS.filter((action) => auditKindOf(action) === kind);
}

/** GET /admin/audit (admins): who did what, newest first. */
export const auditEntrySchema = z.object({
  id: entityIdSchema,
  action: auditActionSchema,
  actorEmail: z.string(),
  subjectId: entityIdSchema,
  subjectTitle: z.string(),
  /** Why (a termination's reason) or what changed (an inquiry's status); null when nothing more. */
  detail: z.nullable(z.string()),
  createdAt: timestampSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListQuerySchema = z.extend(cursorQuerySchema, {
  subjectId: z.optional(entityIdSchema),
  /** Only the entries of one kind of action. */
  about: z.optional(auditKindSchema),
  /** Only the entries of one admin (the e-mail, in any case). */
  actor: z.optional(emailSchema),
});
export type AuditListQuery = z.input<typeof auditListQuerySchema>;
export const auditListResponseSchema = pageSchema(auditEntrySchema);
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;

/** The audit trail (admins only). */
export const auditEndpoints = defineEndpoints({
  list: {
    method: 'GET',
    path: '/admin/audit',
    access: 'admin',
    tag: 'Admin',
    summary: 'The audit trail, newest first (admins only)',
    query: auditListQuerySchema,
    response: auditListResponseSchema,
  },
});
