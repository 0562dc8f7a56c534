import * as z from 'zod/mini';
import { defineEndpoints } from '@club/contract/endpoint';

/** The welcome checklist's items, in the order the page lists them. */
export const FIRST_STEP_KEYS = [
  'profile',
  'directory',
  'logo',
  'leadAlerts',
  'firstLead',
  'meetMembers',
] as const;
export type FirstStepKey = (typeof FIRST_STEP_KEYS)[number];

/**
 * GET /me/first-steps (members): each item's state read from real data (the
 * profile's fields, the consent to show the company in Our Members, the
 * logo, the lead-alert subscription, the company's
 * posted or saved leads, the first visit to Meet the Members), the share of
 * profile fields filled, and whether the member put the checklist away.
 */
export const firstStepsResponseSchema = z.object({
  steps: z.object({
    profile: z.boolean(),
    /** The member consented to show the company in the public directory (Our Members). */
    directory: z.boolean(),
    logo: z.boolean(),
    leadAlerts: z.boolean(),
    firstLead: z.boolean(),
    meetMembers: z.boolean(),
  }),
  /** Whole percent of the profile's fields that hold a value. */
  profilePercent: z.number().check(z.int(), z.gte(0), z.lte(100)),
  dismissed: z.boolean(),
});
export type FirstStepsResponse = z.infer<typeof firstStepsResponseSchema>;

/** The server's messages about the welcome checklist. */
export const FIRST_STEPS_MESSAGES = {
  membersOnly: 'The welcome checklist is for members with an active membership.',
} as const;

/** The welcome checklist of a new member. */
export const firstStepsEndpoints = defineEndpoints({
  state: {
    method: 'GET',
    path: '/me/first-steps',
    access: 'member',
    notAMemberMessage: FIRST_STEPS_MESSAGES.membersOnly,
    tag: 'Members',
    summary: "The welcome checklist: each first step's state and the profile's share filled",
    response: firstStepsResponseSchema,
  },
  dismiss: {
    method: 'POST',
    path: '/me/first-steps/dismiss',
    access: 'member',
    notAMemberMessage: FIRST_STEPS_MESSAGES.membersOnly,
    tag: 'Members',
    summary: 'Put the welcome checklist away (it leaves My Account)',
    response: firstStepsResponseSchema,
  },
});
