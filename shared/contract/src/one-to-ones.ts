import * as z from 'zod/mini';
import { entityIdSchema, idParamsSchema, text, timestampSchema } from '@club/contract/common';
import { defineEndpointGroup } from '@club/contract/endpoint';

/** A member proposes one to three times; the other member accepts one of them. */
export const ONE_TO_ONE_MAX_SLOTS = 3;
/** How far ahead a 1-to-1 may be proposed. */
export const ONE_TO_ONE_MAX_DAYS_AHEAD = 90;
/** How many 1-to-1s a company may propose in a day (a member cannot flood others with them). */
export const ONE_TO_ONE_PROPOSALS_PER_DAY = 10;
export const ONE_TO_ONE_PLACE_MAX = 200;
export const ONE_TO_ONE_MESSAGE_MAX = 1000;
export const ONE_TO_ONE_NOTE_MAX = 1000;

/** What members see when a 1-to-1 cannot be proposed, answered or logged. */
export const ONE_TO_ONE_MESSAGES = {
  notAMember: '1-to-1s are open to members with an active membership.',
  notFound: 'This 1-to-1 was not found.',
  companyNotFound: 'This member company was not found.',
  ownCompany: 'You cannot propose a 1-to-1 to your own company.',
  otherNotAMember: 'This company has no active membership, so it cannot take 1-to-1s.',
  alreadyProposed:
    'You already proposed a 1-to-1 to this member. Wait for their answer, or cancel it first.',
  tooMany: `You can propose at most ${ONE_TO_ONE_PROPOSALS_PER_DAY} 1-to-1s a day. Please try again tomorrow.`,
  slotsRequired: 'Propose at least one time',
  slotsTooMany: `Propose at most ${ONE_TO_ONE_MAX_SLOTS} times`,
  slotsDistinct: 'Each time must be different',
  slotInPast: 'Each time must be in the future',
  slotTooFar: `Each time must be within ${ONE_TO_ONE_MAX_DAYS_AHEAD} days`,
  placeRequired: 'Say where you will meet (an address, or "video call")',
  notProposed: 'This 1-to-1 was already answered or cancelled.',
  notInvitee: 'Only the member it was proposed to can answer this 1-to-1.',
  notOffered: 'Choose one of the times that were proposed.',
  timePassed: 'That time has passed. Ask for new times instead.',
  notCancellable: 'Only a proposed or upcoming 1-to-1 can be cancelled.',
  notYetHappened: 'You can log a 1-to-1 once its time has come.',
  notAccepted: 'Only an accepted 1-to-1 has a calendar entry.',
  noteRequired: 'Write a short note about the meeting',
} as const;

const slotSchema = timestampSchema;

export const oneToOneProposalBodySchema = z.object({
  /** The member company asked. */
  companyId: entityIdSchema,
  slots: z.array(slotSchema).check(
    z.minLength(1, ONE_TO_ONE_MESSAGES.slotsRequired),
    z.maxLength(ONE_TO_ONE_MAX_SLOTS, ONE_TO_ONE_MESSAGES.slotsTooMany),
    z.refine(
      (slots) => new Set(slots.map((slot) => Date.parse(slot))).size === slots.length,
      ONE_TO_ONE_MESSAGES.slotsDistinct,
    ),
  ),
  place: text({
    min: 2,
    max: ONE_TO_ONE_PLACE_MAX,
    minMessage: ONE_TO_ONE_MESSAGES.placeRequired,
  }),
  message: z.optional(text({ max: ONE_TO_ONE_MESSAGE_MAX })),
});
export type OneToOneProposalBody = z.infer<typeof oneToOneProposalBodySchema>;

export const oneToOneAcceptBodySchema = z.object({ slot: slotSchema });
export const oneToOneLogBodySchema = z.object({
  note: text({ min: 1, max: ONE_TO_ONE_NOTE_MAX, minMessage: ONE_TO_ONE_MESSAGES.noteRequired }),
});

export const oneToOneStatusSchema = z.enum(['proposed', 'accepted', 'declined', 'cancelled']);
export type OneToOneStatus = z.infer<typeof oneToOneStatusSchema>;

/**
 * Where a 1-to-1 stands for the caller, by the server's clock: theirs to
 * answer, waiting for the other's answer, agreed and ahead, agreed and past
 * but not yet logged by them, or done (logged, declined, cancelled, or every
 * offered time passed unanswered).
 */
export const oneToOneStageSchema = z.enum(['to-answer', 'waiting', 'upcoming', 'to-log', 'done']);
export type OneToOneStage = z.infer<typeof oneToOneStageSchema>;

const logSchema = z.nullable(z.object({ note: z.string(), loggedAt: timestampSchema }));

/** A 1-to-1 as one of its two members sees it. */
export const oneToOneSchema = z.object({
  id: entityIdSchema,
  status: oneToOneStatusSchema,
  stage: oneToOneStageSchema,
  /** Whether the caller's company proposed it or was asked. */
  role: z.enum(['proposer', 'invitee']),
  /** The other member company. */
  other: z.object({ companyId: entityIdSchema, name: z.string() }),
  slots: z.array(timestampSchema),
  acceptedSlot: z.nullable(timestampSchema),
  place: z.string(),
  message: z.nullable(z.string()),
  /** The caller's own log of it, once its time has come. */
  myLog: logSchema,
  /** Whether the other member logged it too (their note stays theirs). */
  otherLogged: z.boolean(),
  createdAt: timestampSchema,
});
export type OneToOne = z.infer<typeof oneToOneSchema>;

export const oneToOnesResponseSchema = z.object({ items: z.array(oneToOneSchema) });

/** 1-to-1s between members: propose, answer, cancel, log, add to a calendar. */
export const oneToOneEndpoints = defineEndpointGroup(
  { access: 'member', notAMemberMessage: ONE_TO_ONE_MESSAGES.notAMember, tag: 'One-to-ones' },
  {
    list: {
      method: 'GET',
      path: '/one-to-ones',
      summary: "The caller's company's 1-to-1s, proposed by it or to it, newest first (100)",
      response: oneToOnesResponseSchema,
    },
    propose: {
      method: 'POST',
      path: '/one-to-ones',
      status: 201,
      summary: 'Propose a 1-to-1 to another member company, with one to three times',
      body: oneToOneProposalBodySchema,
      response: oneToOneSchema,
      errors: [404, 409, 429],
    },
    accept: {
      method: 'POST',
      path: '/one-to-ones/:id/accept',
      owner: 'own-company-or-404',
      summary: 'The member asked accepts one of the proposed times',
      params: idParamsSchema,
      body: oneToOneAcceptBodySchema,
      response: oneToOneSchema,
      errors: [403, 404, 409],
    },
    decline: {
      method: 'POST',
      path: '/one-to-ones/:id/decline',
      owner: 'own-company-or-404',
      summary: 'The member asked declines the 1-to-1',
      params: idParamsSchema,
      response: oneToOneSchema,
      errors: [403, 404, 409],
    },
    cancel: {
      method: 'POST',
      path: '/one-to-ones/:id/cancel',
      owner: 'own-company-or-404',
      summary: 'Either member cancels a proposed or upcoming 1-to-1',
      params: idParamsSchema,
      response: oneToOneSchema,
      errors: [404, 409],
    },
    log: {
      method: 'PUT',
      path: '/one-to-ones/:id/log',
      owner: 'own-company-or-404',
      summary: "Either member logs that the 1-to-1 happened, with a note (the caller's own)",
      params: idParamsSchema,
      body: oneToOneLogBodySchema,
      response: oneToOneSchema,
      errors: [404, 409],
    },
    /** Answers text/calendar. */
    calendar: {
      method: 'GET',
      path: '/one-to-ones/:id/calendar.ics',
      owner: 'own-company-or-404',
      summary: 'An accepted 1-to-1 as an iCalendar file',
      params: idParamsSchema,
      response: null,
      errors: [404, 409],
    },
  },
);
