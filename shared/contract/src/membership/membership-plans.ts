import { formatPlanPrice } from '@club/contract/format/currency';

/** GST added to every plan price. */
export const GST_RATE = 0.18;

/** The total with GST, rounded to whole rupees. */
export function withGst(amount: number, rate: number = GST_RATE): number {
  return Math.round(amount * (1 + rate));
}

/** Yearly plan prices in whole rupees, before GST. */
export const PLAN_PRICES_INR = {
  Promoters: 100_000,
  Producers: 50_000,
  Providers: 50_000,
} as const;

/** A membership runs for 12 months and renews automatically. */
export const AGREEMENT_TERM_MONTHS = 12;

/** Member tiers and their colours: alpha orange, beta blue, gamma green. */
export const MEMBER_TIERS = {
  Promoters: { tier: 'alpha', colorVar: '--color-alpha' },
  Producers: { tier: 'beta', colorVar: '--color-beta' },
  Providers: { tier: 'gamma', colorVar: '--color-gamma' },
} as const;
export type MembershipTypeName = keyof typeof MEMBER_TIERS;

/** The API's membership type ids (GET /membership/types), seeded with the reference data. */
export const MEMBERSHIP_TYPE_IDS: Readonly<Record<MembershipTypeName, number>> = {
  Promoters: 1,
  Producers: 2,
  Providers: 3,
};

/** Built-in display data of the membership plans. */

export type MembershipPlanId = 'promoters' | 'producers' | 'providers';
export type MembershipTier = (typeof MEMBER_TIERS)[MembershipTypeName]['tier'];
export type MembershipColorVar = (typeof MEMBER_TIERS)[MembershipTypeName]['colorVar'];

/** What a plan card calls each tier. */
export const TIER_LABELS: Readonly<Record<MembershipTier, string>> = {
  alpha: 'Alpha member',
  beta: 'Beta member',
  gamma: 'Gamma member',
};

export interface MembershipPlan {
  id: MembershipPlanId;
  name: MembershipTypeName;
  /** The plan's id in the API's membership types (seeded reference data). */
  membershipTypeId: number;
  /** Yearly price in whole rupees, before GST. */
  price: number;
  currency: 'INR';
  /** `₹ 1,00,000 + GST` */
  formattedPrice: string;
  description: string;
  tier: MembershipTier;
  /** The CSS variable holding the tier colour, e.g. `--color-alpha`. */
  colorVar: MembershipColorVar;
  benefits: readonly string[];
}

const PRODUCER_BENEFITS = [
  'Culture Code',
  'Lead Generation',
  'Continuous Education',
  'Promotion on Commune',
  'Monthly Economic Outlook',
] as const;

function plan(
  id: MembershipPlanId,
  name: MembershipTypeName,
  description: string,
  benefits: readonly string[],
): MembershipPlan {
  const price = PLAN_PRICES_INR[name];
  return {
    id,
    name,
    membershipTypeId: MEMBERSHIP_TYPE_IDS[name],
    price,
    currency: 'INR',
    formattedPrice: formatPlanPrice(price),
    description,
    tier: MEMBER_TIERS[name].tier,
    colorVar: MEMBER_TIERS[name].colorVar,
    benefits,
  };
}

export const MEMBERSHIP_PLANS: readonly MembershipPlan[] = Object.freeze([
  plan(
    'promoters',
    'Promoters',
    'For business leaders who want strategic insight, expert audits and a global help desk to scale with confidence.',
    [
      'Clubinar Access',
      'Industry Outlook',
      'Annual Business Audit',
      'Performance Dashboard',
      'Global Business Help Desk',
    ],
  ),
  plan(
    'producers',
    'Producers',
    'For manufacturers and makers who want steady leads, continuous learning and visibility across the club community.',
    PRODUCER_BENEFITS,
  ),
  plan(
    'providers',
    'Providers',
    'For service firms that want to reach member businesses, win referrals and stay ahead of the economic outlook.',
    PRODUCER_BENEFITS,
  ),
]);

export function getMembershipPlan(id: MembershipPlanId): MembershipPlan | undefined {
  return MEMBERSHIP_PLANS.find((entry) => entry.id === id);
}

export function getMembershipPlanByName(name: string): MembershipPlan | undefined {
  return MEMBERSHIP_PLANS.find((entry) => entry.name === name);
}
