import * as z from 'zod/mini';
import {
  emailSchema,
  entityIdSchema,
  idParamsSchema,
  text,
  timestampSchema,
} from '@club/contract/common';
import { defineEndpointGroup } from '@club/contract/endpoint';
import { PRIVACY_NOTICE_VERSION } from '@club/contract/privacy';

/** How many guests a member may invite in 24 hours (nobody can fill strangers' inboxes). */
export const VISITOR_INVITES_PER_DAY = 10;
export const VISITOR_NAME_MAX = 80;
export const VISITOR_BUSINESS_MAX = 120;

/**
 * The wording version of the visitor's choice to get the meeting's reminder and
 * follow-up e-mails; change it whenever VISITOR_EMAILS_CONSENT changes.
 */
export const VISITOR_EMAILS_CONSENT_VERSION = '2026-11-29';
export const VISITOR_EMAILS_CONSENT = {
  label: 'E-mail me a reminder before the meeting and a note after it',
  description:
    'Two e-mails about this meeting only: a reminder two working days before it, and a thank-you (or a "we missed you") after it. You can register without them.',
} as const;

/** What members, guests and staff see when an invitation cannot be made or used. */
export const VISITOR_MESSAGES = {
  membersOnly: 'Inviting visitors is open to members with an active membership.',
  notInYourChapter: 'You can invite guests to your own chapter’s meetings only.',
  meetingNotFound: 'This meeting does not exist.',
  meetingNotOpen: 'This meeting is over or cancelled, so guests can no longer be invited to it.',
  alreadyInvited: 'This guest is already invited to this meeting.',
  tooMany: `You can invite at most ${VISITOR_INVITES_PER_DAY} guests a day. Please try again tomorrow.`,
  invitationNotFound:
    'This invitation link is not valid. Ask the member who invited you to send a new one.',
  invitationUsed:
    'You are already registered with this invitation: your ticket was e-mailed to you.',
  invitationExpired: 'This meeting is over or cancelled, so this invitation can no longer be used.',
  nameRequired: 'Please enter the guest’s name',
  businessRequired: 'Please enter the business name',
  mobileFormat: 'Please enter a 10-digit Indian mobile number',
  noticeRequired: 'Please read the privacy notice and agree to it to register',
  invitationWithdrawn:
    'The member who invited you has withdrawn this invitation, so it can no longer be used. If you would still like to visit, please ask them for a new one.',
  invitationMissing: 'This invitation was not found among the ones you sent.',
  cannotWithdrawRegistered:
    'This guest has already registered for the meeting, so the invitation can no longer be withdrawn.',
  emailsLinkInvalid:
    'This link is not valid. Please use the link from the latest e-mail about the meeting.',
  emailsWithdrawn:
    'Done: you will get no more reminder or follow-up e-mails about this meeting. Your ticket still works.',
} as const;

/** A 10-digit Indian mobile number (the club's guests are in India): starts with 6, 7, 8 or 9. */
export const indianMobileSchema = z
  .string()
  .check(z.trim(), z.regex(/^[6-9]\d{9}$/, VISITOR_MESSAGES.mobileFormat));

const guestFields = {
  name: text({ min: 1, max: VISITOR_NAME_MAX, minMessage: VISITOR_MESSAGES.nameRequired }),
  email: emailSchema,
  mobile: indianMobileSchema,
  businessName: text({
    min: 1,
    max: VISITOR_BUSINESS_MAX,
    minMessage: VISITOR_MESSAGES.businessRequired,
  }),
};

/** POST /visitor-invitations: a member invites a guest to one of their chapter's meetings. */
export const visitorInviteBodySchema = z.strictObject({
  meetingId: entityIdSchema,
  ...guestFields,
});
export type VisitorInviteBody = z.input<typeof visitorInviteBodySchema>;

/** The single-use secret of an invitation link (never in a URL the servers see). */
export const invitationTokenSchema = z.string().check(z.minLength(20), z.maxLength(100));

export const visitorTokenBodySchema = z.strictObject({ token: invitationTokenSchema });

/**
 * The token of the "stop these e-mails" link in a visitor's reminder and
 * follow-up e-mails: the invitation's id, signed by the API (nothing to store).
 */
export const visitorEmailsTokenBodySchema = z.strictObject({
  token: z.string().check(z.minLength(20), z.maxLength(200)),
});
export type VisitorEmailsTokenBody = z.input<typeof visitorEmailsTokenBodySchema>;

/** The answer to withdrawing the e-mail consent: the same on every press. */
export const visitorEmailsWithdrawalSchema = z.object({
  message: z.string(),
  withdrawnAt: timestampSchema,
});
export type VisitorEmailsWithdrawal = z.infer<typeof visitorEmailsWithdrawalSchema>;

/** POST /visitor-invitations/register: the guest confirms their details and gives consent. */
export const visitorRegistrationBodySchema = z.strictObject({
  token: invitationTokenSchema,
  ...guestFields,
  /** The privacy notice shown on the page, of this version: registering is consenting to it. */
  privacyNoticeVersion: z.literal(PRIVACY_NOTICE_VERSION, VISITOR_MESSAGES.noticeRequired),
  /** Optional: the meeting's reminder and follow-up e-mails. */
  emailsConsent: z.boolean(),
});
export type VisitorRegistrationBody = z.input<typeof visitorRegistrationBodySchema>;

/** The form on the public page: the token comes from the link, the notice from the page. */
export const visitorRegistrationFormSchema = z.strictObject({
  ...guestFields,
  noticeAccepted: z.literal(true, VISITOR_MESSAGES.noticeRequired),
  emailsConsent: z.boolean(),
});
export type VisitorRegistrationForm = z.input<typeof visitorRegistrationFormSchema>;

/** The form a member fills in to invite a guest. */
export const visitorInviteFormSchema = z.strictObject(guestFields);
export type VisitorInviteForm = z.input<typeof visitorInviteFormSchema>;

/**
 * Where a visitor stands, furthest step first: joined (became a paying member),
 * followed up (the after-meeting e-mail went), attended (checked in),
 * registered (accepted the invitation), invited.
 */
export const VISITOR_STAGES = [
  'invited',
  'registered',
  'attended',
  'followed-up',
  'joined',
] as const;
export const visitorStageSchema = z.enum(VISITOR_STAGES);
export type VisitorStage = z.infer<typeof visitorStageSchema>;
export const VISITOR_STAGE_LABELS: Record<VisitorStage, string> = {
  invited: 'Invited',
  registered: 'Registered',
  attended: 'Attended',
  'followed-up': 'Followed up',
  joined: 'Joined',
};

const meetingSummarySchema = z.object({
  id: entityIdSchema,
  chapter: z.object({ id: entityIdSchema, name: z.string(), city: z.string() }),
  startsAt: timestampSchema,
  endsAt: timestampSchema,
  venue: z.string(),
  address: z.string(),
  status: z.enum(['scheduled', 'cancelled']),
});
export type VisitorMeeting = z.infer<typeof meetingSummarySchema>;

/** An invitation as the member who made it (or staff) sees it. */
export const visitorInvitationSchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  businessName: z.string(),
  meeting: meetingSummarySchema,
  stage: visitorStageSchema,
  invitedAt: timestampSchema,
  registeredAt: z.nullable(timestampSchema),
  checkedInAt: z.nullable(timestampSchema),
  followedUpAt: z.nullable(timestampSchema),
  /** Which after-meeting e-mail went: thanks for coming, or sorry we missed you. */
  followUp: z.nullable(z.enum(['thank-you', 'missed-you'])),
  joinedAt: z.nullable(timestampSchema),
  /** When the member withdrew the invitation (before the guest registered); its link then fails. */
  withdrawnAt: z.nullable(timestampSchema),
});
export type VisitorInvitation = z.infer<typeof visitorInvitationSchema>;
export const visitorInvitationsSchema = z.object({ items: z.array(visitorInvitationSchema) });

/** What the guest sees on opening the link: their details as the member typed them. */
export const visitorInvitationViewSchema = z.object({
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  businessName: z.string(),
  invitedBy: z.string(),
  meeting: meetingSummarySchema,
});
export type VisitorInvitationView = z.infer<typeof visitorInvitationViewSchema>;

/** The visitor's ticket: the same code and QR text as a member's, for the check-in page. */
export const visitorTicketSchema = z.object({
  name: z.string(),
  code: z.string(),
  qrText: z.string(),
  meeting: meetingSummarySchema,
  emailsConsent: z.boolean(),
});
export type VisitorTicket = z.infer<typeof visitorTicketSchema>;

/** Staff: one chapter's pipeline, each visitor with the member who invited them. */
export const pipelineVisitorSchema = z.object({
  ...visitorInvitationSchema.shape,
  invitedBy: z.object({ userId: z.nullable(entityIdSchema), name: z.string() }),
});
export type PipelineVisitor = z.infer<typeof pipelineVisitorSchema>;

export const STAGE_COUNTS_SHAPE = {
  invited: z.number(),
  registered: z.number(),
  attended: z.number(),
  followedUp: z.number(),
  joined: z.number(),
};

export const chapterPipelineSchema = z.object({
  chapter: z.object({ id: entityIdSchema, name: z.string(), city: z.string() }),
  /** How many visitors reached each step (a visitor who joined counts in every step before). */
  reached: z.object(STAGE_COUNTS_SHAPE),
  /** Invitations the members withdrew: listed, but counted in no step (decision 0038). */
  withdrawn: z.number(),
  visitors: z.array(pipelineVisitorSchema),
});
export type ChapterPipeline = z.infer<typeof chapterPipelineSchema>;

/** Per chapter and month of the meeting (India's calendar): from invited to joined. */
export const conversionRowSchema = z.object({
  chapterId: entityIdSchema,
  chapter: z.string(),
  /** `YYYY-MM`, India's month of the meeting the visitors were invited to. */
  month: z.string(),
  ...STAGE_COUNTS_SHAPE,
  /** Withdrawn invitations of that month, outside `invited` and the conversion. */
  withdrawn: z.number(),
  /** Joined of those invited, in per cent, rounded; 0 when none were invited. */
  conversionPercent: z.number(),
});
export type ConversionRow = z.infer<typeof conversionRowSchema>;

export const visitorPipelineSchema = z.object({
  chapters: z.array(chapterPipelineSchema),
  conversion: z.array(conversionRowSchema),
});
export type VisitorPipeline = z.infer<typeof visitorPipelineSchema>;

/** Members invite guests to their chapter's meetings and see where each stands. */
export const memberVisitorEndpoints = defineEndpointGroup(
  { access: 'member', notAMemberMessage: VISITOR_MESSAGES.membersOnly, tag: 'Visitors' },
  {
    invite: {
      method: 'POST',
      path: '/visitor-invitations',
      status: 201,
      summary: "Invite a guest to one of the caller's chapter's upcoming meetings",
      body: visitorInviteBodySchema,
      response: visitorInvitationSchema,
      errors: [403, 404, 409, 429],
    },
    mine: {
      method: 'GET',
      path: '/me/visitor-invitations',
      summary: 'The guests the caller invited, newest first (100), each with its stage',
      response: visitorInvitationsSchema,
    },
    withdraw: {
      method: 'POST',
      path: '/visitor-invitations/:id/withdraw',
      owner: 'own-company-or-404',
      summary: 'The inviting member withdraws an invitation the guest has not registered with',
      params: idParamsSchema,
      response: visitorInvitationSchema,
      errors: [404, 409],
    },
  },
);

/** The guest's side: anyone holding the link's token. */
export const visitorEndpoints = defineEndpointGroup(
  { access: 'public', tag: 'Visitors' },
  {
    open: {
      method: 'POST',
      path: '/visitor-invitations/open',
      summary: "The invitation behind a link's token: the guest's details and the meeting",
      body: visitorTokenBodySchema,
      response: visitorInvitationViewSchema,
      errors: [404, 410],
    },
    register: {
      method: 'POST',
      path: '/visitor-invitations/register',
      summary: 'The guest registers for the meeting with consent; answers their ticket',
      body: visitorRegistrationBodySchema,
      response: visitorTicketSchema,
      errors: [404, 409, 410],
    },
    withdrawEmailsConsent: {
      method: 'POST',
      path: '/visitor-invitations/emails-consent/withdraw',
      summary:
        "A visitor stops the meeting's reminder and follow-up e-mails with their e-mails' link",
      body: visitorEmailsTokenBodySchema,
      response: visitorEmailsWithdrawalSchema,
      errors: [404],
    },
  },
);

/** The staff's view of every chapter's visitors. */
export const adminVisitorEndpoints = defineEndpointGroup(
  { access: 'admin', tag: 'Visitors' },
  {
    pipeline: {
      method: 'GET',
      path: '/admin/visitors',
      summary: "Each chapter's visitors with their stage, and the conversion per chapter and month",
      response: visitorPipelineSchema,
    },
  },
);
