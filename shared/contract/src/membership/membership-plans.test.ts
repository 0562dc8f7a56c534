import {
  getMembershipPlan,
  getMembershipPlanByName,
  MEMBERSHIP_PLANS,
} from '@club/contract/membership/membership-plans';

describe('MEMBERSHIP_PLANS', () => {
  it('lists the three plans with prices, tiers and formatted prices', () => {
    expect(
      MEMBERSHIP_PLANS.map(({ id, name, price, tier, colorVar, formattedPrice, currency }) => ({
        id,
        name,
        price,
        tier,
        colorVar,
        formattedPrice,
        currency,
      })),
    ).toEqual([
      {
        id: 'promoters',
        name: 'Promoters',
        price: 100000,
        tier: 'alpha',
        colorVar: '--color-alpha',
        formattedPrice: '₹\u00a01,00,000 + GST',
        currency: 'INR',
      },
      {
        id: 'producers',
        name: 'Producers',
        price: 50000,
        tier: 'beta',
        colorVar: '--color-beta',
        formattedPrice: '₹\u00a050,000 + GST',
        currency: 'INR',
      },
      {
        id: 'providers',
        name: 'Providers',
        price: 50000,
        tier: 'gamma',
        colorVar: '--color-gamma',
        formattedPrice: '₹\u00a050,000 + GST',
        currency: 'INR',
      },
    ]);
  });

  it('carries the benefits of spec 000 section 3', () => {
    expect(getMembershipPlan('promoters')?.benefits).toEqual([
      'Clubinar Access',
      'Industry Outlook',
      'Annual Business Audit',
      'Performance Dashboard',
      'Global Business Help Desk',
    ]);
    expect(getMembershipPlan('producers')?.benefits).toEqual([
      'Culture Code',
      'Lead Generation',
      'Continuous Education',
      'Promotion on Commune',
      'Monthly Economic Outlook',
    ]);
    expect(getMembershipPlan('providers')?.benefits).toEqual(
      getMembershipPlan('producers')?.benefits,
    );
    expect(getMembershipPlanByName('Providers')?.id).toBe('providers');
    expect(MEMBERSHIP_PLANS.map((plan) => plan.membershipTypeId)).toEqual([1, 2, 3]);
    for (const plan of MEMBERSHIP_PLANS) expect(plan.description.length).toBeGreaterThan(20);
  });
});
