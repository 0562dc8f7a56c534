import type { FirstStepsResponse } from '@club/contract/first-steps';
import type { AppContext } from '../../app-context';
import type { Member } from '../../platform/access/require-member';
import { consentsOf } from '../../platform/consents/repository';
import {
  findFirstStepsRecord,
  findProfileFacts,
  followsLeadAlerts,
  hasPostedOrSavedLead,
  recordDismissed,
} from '../../platform/welcome-checklist/repository';

type ProfileFacts = NonNullable<Awaited<ReturnType<typeof findProfileFacts>>>;

const filled = (value: string | null | undefined) => Boolean(value?.trim());

/**
 * The profile fields the checklist counts: what other members read about a
 * company. PAN, MSME number and ISO certification are left out, since they do
 * not apply to every firm; the logo is an item of its own.
 */
function profileFields(facts: ProfileFacts): boolean[] {
  const profile = facts.profile;
  return [
    filled(profile?.establishedAt),
    filled(profile?.city ?? facts.companyCity),
    filled(profile?.website),
    filled(profile?.brief),
    filled(profile?.ownerName),
    filled(profile?.primaryEmail),
    filled(profile?.primaryPhone),
    profile?.firmTypeId != null,
    profile?.skilledEmployees != null || profile?.unskilledEmployees != null,
    profile?.revenueBandId != null,
    (profile?.coreProducts.length ?? 0) > 0,
    (profile?.clients.length ?? 0) > 0,
    filled(profile?.about),
  ];
}

/** GET /me/first-steps: each item of the welcome checklist, from the data that proves it. */
export async function firstStepsOf(ctx: AppContext, member: Member): Promise<FirstStepsResponse> {
  const [facts, consents, alerts, lead, record] = await Promise.all([
    findProfileFacts(ctx.db, member.companyId),
    consentsOf(ctx.db, member.userId),
    followsLeadAlerts(ctx.db, member.userId),
    hasPostedOrSavedLead(ctx.db, member.companyId),
    findFirstStepsRecord(ctx.db, member.userId),
  ]);
  const fields = facts ? profileFields(facts) : [false];
  const profilePercent = Math.round((fields.filter(Boolean).length / fields.length) * 100);
  return {
    steps: {
      profile: profilePercent === 100,
      // Done once the company is shown in Our Members (the member turned the consent on).
      directory: consents.some((consent) => consent.kind === 'directory' && consent.granted),
      logo: filled(facts?.profile?.profileImageKey),
      leadAlerts: alerts,
      firstLead: lead,
      meetMembers: record?.metMembersAt != null,
    },
    profilePercent,
    dismissed: record?.dismissedAt != null,
  };
}

/** POST /me/first-steps/dismiss: the checklist leaves My Account; the welcome page stays. */
export async function dismissFirstSteps(
  ctx: AppContext,
  member: Member,
): Promise<FirstStepsResponse> {
  await recordDismissed(ctx.db, member.userId, ctx.clock.now());
  return firstStepsOf(ctx, member);
}
