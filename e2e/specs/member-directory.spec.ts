import type { Locator, Page } from '@playwright/test';
import { GST_VERIFIED_DESCRIPTION, makeGstin } from '@club/contract/gstin';
import { expect, test } from '../support/test';
import { seriousViolations } from '../support/axe';
import { counter, memberCards, showing } from '../support/members';
import { signInByMobile } from '../support/sign-in';

/** Where the screenshots go, when a run asks for them (SCREENSHOT_DIR=…). */
const SHOTS = process.env.SCREENSHOT_DIR;

/** The demo member (Harshad Patel), by mobile: e-mail codes are limited per address. */
const MEMBER_MOBILE = '9800000002';

/** Focuses the badge and checks that its tooltip says what was checked. */
async function openBadge(page: Page, scope: Locator): Promise<void> {
  const badge = scope.getByRole('button', { name: 'GST verified' }).first();
  await expect(badge).toHaveAccessibleDescription(GST_VERIFIED_DESCRIPTION);
  await badge.scrollIntoViewIfNeeded();
  await badge.focus();
  await expect(
    page.getByRole('tooltip').filter({ hasText: GST_VERIFIED_DESCRIPTION }),
  ).toBeVisible();
}

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, animations: 'disabled' });
}

test.describe('Our Members (public directory)', () => {
  test('a visitor filters by type, state and city, loads more, clears, and a reload keeps the filters', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/members');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Members' })).toBeVisible();
    const total = await counter(page, 'Total Members');
    const producers = await counter(page, 'Producers');
    const providers = await counter(page, 'Providers');
    expect(producers + providers).toBe(total);
    expect(total).toBeGreaterThan(24);

    // 12 at first, 12 more per Load More.
    await expect(memberCards(page)).toHaveCount(12);
    expect(await showing(page)).toEqual({ shown: 12, of: total });
    await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(memberCards(page)).toHaveCount(24);
    expect(await showing(page)).toEqual({ shown: 24, of: total });

    // Cards: no contact details; Know More leads to the membership page.
    const firstCard = memberCards(page).first();
    await expect(firstCard.getByRole('link', { name: /Know More/ })).toHaveAttribute(
      'href',
      '/connect/membership',
    );
    await expect(page.locator('main')).not.toContainText('@');

    // Type: only providers, and a type filter returns to 12 shown.
    await page.getByRole('button', { name: 'Providers', exact: true }).click();
    await expect(page).toHaveURL(/type=provider/);
    await expect
      .poll(() => showing(page))
      .toEqual({ shown: Math.min(12, providers), of: providers });
    for (const card of await memberCards(page).all()) {
      await expect(
        card.getByText('Provider', { exact: true }).or(card.getByText('Promoter', { exact: true })),
      ).toBeVisible();
    }

    // City waits for a state; a state narrows 'Showing X of Y', while the counters stay the club's.
    const list = page.getByRole('list', { name: 'Members' });
    const city = page.getByLabel('City');
    await expect(city).toBeDisabled();
    await expect(city.locator('option').first()).toHaveText('Select State First');
    await expect(page.getByLabel('Country')).toHaveValue('India');
    await page.getByLabel('State').selectOption({ label: 'Gujarat' });
    await expect(page).toHaveURL(/state=11/);
    await expect(city).toBeEnabled();
    await expect(city.locator('option').first()).toHaveText('All Cities');
    await expect(list).not.toHaveAttribute('aria-busy', 'true');
    const gujaratProviders = (await showing(page)).of;
    expect(gujaratProviders).toBeLessThanOrEqual(providers);
    expect(await counter(page, 'Total Members')).toBe(total);
    expect(await counter(page, 'Providers')).toBe(providers);

    await city.selectOption('Vadodara');
    await expect(page).toHaveURL(/city=Vadodara/);
    await expect(list).not.toHaveAttribute('aria-busy', 'true');
    const vadodaraProviders = (await showing(page)).of;
    expect(vadodaraProviders).toBeLessThanOrEqual(gujaratProviders);
    expect(await showing(page)).toEqual({ shown: vadodaraProviders, of: vadodaraProviders });
    expect(await counter(page, 'Total Members')).toBe(total);
    for (const card of await memberCards(page).all()) {
      await expect(card.getByText('Vadodara, India')).toBeVisible();
    }

    // The filtered view survives a reload and can be shared.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Providers', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByLabel('State')).toHaveValue('11');
    await expect(page.getByLabel('City')).toHaveValue('Vadodara');
    expect(await showing(page)).toEqual({ shown: vadodaraProviders, of: vadodaraProviders });

    // A new state clears the city.
    await page.getByLabel('State').selectOption({ label: 'Maharashtra' });
    await expect(page.getByLabel('City')).toHaveValue('');
    await expect(page).not.toHaveURL(/city=/);

    // A search that matches nothing says so, with the filtered hint.
    await page.getByRole('searchbox', { name: 'Search members' }).fill('zzzz no such company');
    await expect(page.getByRole('heading', { name: 'No members found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your filters to find members.')).toBeVisible();
    await expect(page).toHaveURL(/q=zzzz/);

    // Clear filters: everything back, the address too.
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page).toHaveURL(/\/members$/);
    await expect(page.getByRole('searchbox', { name: 'Search members' })).toHaveValue('');
    await expect.poll(() => counter(page, 'Total Members')).toBe(total);
    expect(await showing(page)).toEqual({ shown: 12, of: total });
    await expect(page.getByRole('button', { name: 'All Members' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('shows Error Loading Members with empty counts when the API fails', async ({ page }) => {
    await page.route('**/companies/public**', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/members');
    await expect(page.getByRole('alert')).toContainText('Error Loading Members');
    await expect(page.getByRole('alert')).toContainText('Failed to load members');
    expect(await counter(page, 'Total Members')).toBe(0);
  });

  for (const width of [390, 1280]) {
    test(`has no serious or critical axe violation at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/members?state=11');
      await expect(memberCards(page).first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test.describe('GST verified', () => {
  for (const width of [1280, 390]) {
    test(`a demo company's card, a Meet the Members card and a lead say "GST verified" with what was checked, at ${width} px`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/members');
      await openBadge(page, page.getByRole('list', { name: 'Members' }));
      await shot(page, `gst-badge-members-${width}`);

      // The registration form says what is wrong with a GSTIN, at the field.
      await page.goto('/connect/membership');
      const form = page.getByRole('form', { name: 'Business Registration' });
      await form.getByLabel('State').selectOption({ label: 'Gujarat' });
      const gstin = form.getByLabel('GST number');
      await gstin.fill(makeGstin('27', 'AAKFM4821Q'));
      await form.getByRole('button', { name: 'Register' }).click();
      await expect(gstin).toHaveAccessibleDescription(
        /Please check the GSTIN: it belongs to Maharashtra \(code 27\), not to Gujarat/,
      );
      await gstin.scrollIntoViewIfNeeded();
      await shot(page, `gst-error-state-${width}`);
      const gujarat = makeGstin('24', 'AAKFM4821Q');
      await gstin.fill(`${gujarat.slice(0, 14)}${gujarat.endsWith('A') ? 'B' : 'A'}`);
      await form.getByRole('button', { name: 'Register' }).click();
      await expect(gstin).toHaveAccessibleDescription(/its check character is wrong/);
      await gstin.scrollIntoViewIfNeeded();
      await shot(page, `gst-error-check-${width}`);

      // Signed in at 1280 px, where the header shows My Account without its menu.
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/signin');
      await signInByMobile(page, MEMBER_MOBILE);
      await expect(page.getByRole('navigation', { name: 'Main' }).first()).toContainText(
        'My Account',
      );
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/meet-members');
      await openBadge(page, page.getByRole('list', { name: 'Members' }));
      await shot(page, `gst-badge-meet-members-${width}`);

      await page.goto('/my-leads');
      const badgedLead = page
        .getByRole('article')
        .filter({ has: page.getByRole('button', { name: 'GST verified' }) })
        .first();
      await openBadge(page, badgedLead);
      await shot(page, `gst-badge-lead-card-${width}`);
      await badgedLead.getByRole('button', { name: /^View details/ }).click();
      const detail = page.getByRole('dialog');
      await expect(detail.getByRole('button', { name: 'GST verified' })).toBeVisible();
      await shot(page, `gst-badge-lead-detail-${width}`);
    });
  }
});
