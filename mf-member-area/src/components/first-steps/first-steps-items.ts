import type { FirstStepKey, FirstStepsResponse } from '@club/contract/first-steps';
import { FIRST_STEP_KEYS } from '@club/contract/first-steps';
import { CONSENT_CHOICES_ANCHOR } from '@club/contract/privacy';
import { paths } from '@club/contract/site-pages';
import type { MessageId, T } from './i18n';

export interface FirstStepItem {
  key: FirstStepKey;
  title: MessageId;
  /** What doing it brings, in a sentence. */
  why: MessageId;
  /** Where it is done. */
  to: string;
  action: MessageId;
  done: boolean;
}

const ITEMS: Record<FirstStepKey, Omit<FirstStepItem, 'key' | 'done'>> = {
  profile: {
    title: 'member.firstSteps.profile.title',
    why: 'member.firstSteps.profile.why',
    to: paths.myProfile(),
    action: 'member.firstSteps.profile.action',
  },
  directory: {
    title: 'member.firstSteps.directory.title',
    why: 'member.firstSteps.directory.why',
    to: `${paths.myPrivacy()}#${CONSENT_CHOICES_ANCHOR}`,
    action: 'member.firstSteps.directory.action',
  },
  logo: {
    title: 'member.firstSteps.logo.title',
    why: 'member.firstSteps.logo.why',
    to: paths.myProfile(),
    action: 'member.firstSteps.logo.action',
  },
  leadAlerts: {
    title: 'member.firstSteps.leadAlerts.title',
    why: 'member.firstSteps.leadAlerts.why',
    to: paths.myLeads(),
    action: 'member.firstSteps.leadAlerts.action',
  },
  firstLead: {
    title: 'member.firstSteps.firstLead.title',
    why: 'member.firstSteps.firstLead.why',
    to: paths.myLeads(),
    action: 'member.firstSteps.firstLead.action',
  },
  meetMembers: {
    title: 'member.firstSteps.meetMembers.title',
    why: 'member.firstSteps.meetMembers.why',
    to: paths.meetMembers(),
    action: 'member.firstSteps.meetMembers.action',
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
export function profileShareText(percent: number, t: T): string {
  return t('member.firstSteps.profileShare', { percent });
}
