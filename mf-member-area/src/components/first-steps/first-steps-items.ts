import type { FirstStepKey, FirstStepsResponse } from '@club/contract/first-steps';
import { FIRST_STEP_KEYS } from '@club/contract/first-steps';
import { CONSENT_CHOICES_ANCHOR } from '@club/contract/privacy';
import { paths } from '@club/contract/site-pages';

export interface FirstStepItem {
  key: FirstStepKey;
  title: string;
  /** What doing it brings, in a sentence. */
  why: string;
  /** Where it is done. */
  to: string;
  action: string;
  done: boolean;
}

const ITEMS: Record<FirstStepKey, Omit<FirstStepItem, 'key' | 'done'>> = {
  profile: {
    title: 'Complete your company profile',
    why: 'Members read it before they call you: products, clients, size and story.',
    to: paths.myProfile(),
    action: 'Edit profile',
  },
  directory: {
    title: 'Show my company in Our Members',
    why: 'Visitors find your company’s name, category, city and logo in the public directory. It stays hidden until you turn it on.',
    to: `${paths.myPrivacy()}#${CONSENT_CHOICES_ANCHOR}`,
    action: 'Turn it on',
  },
  logo: {
    title: 'Upload your logo',
    why: 'Your logo shows on your card in Meet the Members, and in Our Members once your company is shown there.',
    to: paths.myProfile(),
    action: 'Add logo',
  },
  leadAlerts: {
    title: 'Follow lead alerts',
    why: 'Pick subcategories under Lead alerts and new leads in them come to you by e-mail.',
    to: paths.myLeads(),
    action: 'Choose alerts',
  },
  firstLead: {
    title: 'Post or save your first lead',
    why: 'Post what you need, or save a lead from another member to come back to.',
    to: paths.myLeads(),
    action: 'Browse leads',
  },
  meetMembers: {
    title: 'Meet the members',
    why: 'See who is in the club, with their contacts.',
    to: paths.meetMembers(),
    action: 'Meet the members',
  },
};

/** The checklist in its order, each item with its state. */
export function firstStepItems(state: FirstStepsResponse): FirstStepItem[] {
  return FIRST_STEP_KEYS.map((key) => ({ key, ...ITEMS[key], done: state.steps[key] }));
}

export function doneCount(state: FirstStepsResponse): number {
  return FIRST_STEP_KEYS.filter((key) => state.steps[key]).length;
}

/** "Profile 60% complete", as the profile item says it. */
export function profileShareText(percent: number): string {
  return `Profile ${percent}% complete`;
}
