import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const main = (page: Page) => page.locator('main');

/** Each policy, with the terms of spec 001 'Legal and policy pages' and spec 000 section 6. */
const POLICIES = [
  {
    path: '/terms-of-use',
    title: 'Terms of Use',
    terms: [
      'Services start only after we have received full payment',
      'Any compensation payable by the Club is capped at the amount you have paid',
      'Pricing may change for future periods',
      'cancelled without refund',
      'A membership runs for a term of 12 months',
      'renews automatically',
      'limited to the fees you paid to the Club in the 12 months preceding',
      'governed by the laws of India',
      'arbitration',
      'Vadodara, in the State of Gujarat',
      'procurement management fee is payable on each closed deal',
      'an agreed percentage of the value of the deal or a flat rate',
      'Fees are reviewable: we will give you notice',
    ],
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    terms: ['governed by the laws of India', 'courts at Vadodara, India'],
  },
  {
    path: '/refund-policy',
    title: 'Refund Policy',
    terms: [
      'Membership fees and course fees are non-refundable once access',
      'it will be rescheduled, and every registered participant will receive the new date',
      'decided case by case by the Club’s management',
      'No refund is given when an account is terminated because the member broke our Terms of Use',
      'We may change this policy at any time',
    ],
  },
  {
    path: '/cancellation-policy',
    title: 'Cancellation Policy',
    terms: [
      'applies only to auto-renewing memberships',
      'You keep access to all member services until the end of the membership cycle',
      'the membership stops renewing',
      'before the next yearly charge is made',
      'A yearly charge that has already been billed is not refundable',
      'fails to pay the renewal fee',
      'fails to deliver on the professional commitments',
      'breaches business ethics and is convicted under the law',
    ],
  },
] as const;

for (const policy of POLICIES) {
  test(`${policy.title} lists every required term`, async ({ page }) => {
    await page.goto(policy.path);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(policy.title);
    const document = main(page).getByRole('article', { name: policy.title });
    await expect(document.getByText(/^Last updated:/)).toBeVisible();
    expect(await document.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(5);
    for (const term of policy.terms) await expect(document).toContainText(term);
    await expect(page).toHaveTitle(`${policy.title} | BizBridge Club`);
  });
}

test('the Refund Policy shows a contact e-mail', async ({ page }) => {
  await page.goto('/refund-policy');
  await expect(
    main(page).getByRole('article').getByRole('link', { name: 'hello@bizbridge.club' }),
  ).toHaveAttribute('href', 'mailto:hello@bizbridge.club');
});

test('the table of contents jumps to a section, and the other policies are linked', async ({
  page,
}) => {
  await page.goto('/terms-of-use');
  await main(page).getByRole('link', { name: '8. Limitation of liability' }).click();
  await expect(page).toHaveURL(/\/terms-of-use#liability$/);
  await expect(
    main(page).getByRole('heading', { name: '8. Limitation of liability' }),
  ).toBeInViewport();
  await main(page)
    .getByRole('complementary', { name: 'Other policies' })
    .getByRole('link', { name: 'Cancellation Policy' })
    .click();
  await expect(page).toHaveURL(/\/cancellation-policy$/);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Cancellation Policy');
});
