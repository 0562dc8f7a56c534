import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { seriousViolations } from '../support/axe';
import { COMPASS_URL, stubCompass } from '../support/members';
import { signInByEmail, signInByMobile } from '../support/sign-in';

const MEMBER_SUBTITLE = 'Choose a section to manage your account';
const NON_MEMBER_SUBTITLE = 'Complete your profile or upgrade to unlock more features';

function accountTiles(page: Page) {
  return page.getByRole('navigation', { name: 'Account sections' });
}

test.describe('My Account and the access guard', () => {
  test('a visitor sees Access Restricted on the member pages, with a Login that opens the sign-in dialog', async ({
    page,
  }) => {
    for (const path of ['/my-account', '/my-compass', '/meet-members', '/my-profile']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
  });

  test('the user without a membership sees the non-member account and the way to upgrade', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/signin');
    await signInByMobile(page, '9800000003');
    await expect(page).toHaveURL(/\/my-profile$/);

    await page.goto('/my-account');
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    await expect(page.getByText(NON_MEMBER_SUBTITLE)).toBeVisible();
    await expect(page.getByText(MEMBER_SUBTITLE)).toHaveCount(0);
    await expect(page.getByText('Some features require an active membership')).toBeVisible();
    const tiles = accountTiles(page);
    await expect(tiles.getByRole('link', { name: /My Profile/ })).toHaveAttribute(
      'href',
      '/my-profile',
    );
    await expect(tiles.getByRole('button', { name: /Log Out/ })).toBeVisible();
    await expect(tiles.getByText('Sign out')).toBeVisible();
    for (const hidden of ['My Leads', 'My Compass', 'Meet the Members']) {
      await expect(tiles.getByText(hidden)).toHaveCount(0);
    }
    // No invoices yet: no Invoices section.
    await expect(page.getByRole('heading', { name: 'Invoices' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The member-only pages say why, and lead to the plans.
    for (const path of ['/meet-members', '/my-compass', '/my-leads']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Membership required' })).toBeVisible();
      await expect(page.getByText(/for members with an active membership/)).toBeVisible();
    }
    await page.getByRole('link', { name: 'Upgrade now' }).click();
    await expect(page).toHaveURL(/\/connect\/membership$/);

    await page.goto('/my-account');
    await page.getByRole('link', { name: 'Upgrade now' }).click();
    await expect(page).toHaveURL(/\/connect\/membership$/);

    // Log Out from the tile ends the session.
    await page.goto('/my-account');
    await accountTiles(page)
      .getByRole('button', { name: /Log Out/ })
      .click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  test('an active member sees every section but Log Out, and My Compass opens in a new tab', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await stubCompass(context);
    await page.goto('/signin');
    await signInByEmail(page, 'member@demo.club');
    await expect(page).toHaveURL(/\/my-leads$/);

    await page.goto('/my-account');
    await expect(page.getByText(MEMBER_SUBTITLE)).toBeVisible();
    await expect(page.getByText('Some features require an active membership')).toHaveCount(0);
    const tiles = accountTiles(page);
    const expected: [string, string, string][] = [
      ['My Leads', 'Manage your posted leads', '/my-leads'],
      ['My Compass', 'Navigate business opportunities', '/my-compass'],
      ['Meet the Members', 'Connect with other members', '/meet-members'],
      ['My Profile', 'Update your profile information', '/my-profile'],
      ['Privacy', 'Your data and your account', '/my-account/privacy'],
    ];
    for (const [title, caption, href] of expected) {
      const tile = tiles.getByRole('link', { name: new RegExp(title) });
      await expect(tile).toHaveAttribute('href', href);
      await expect(tile).toContainText(caption);
    }
    await expect(tiles.getByText('Log Out')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    const popup = context.waitForEvent('page');
    await tiles.getByRole('link', { name: /My Compass/ }).click();
    await expect(page.getByRole('heading', { name: 'Redirecting to My Compass' })).toBeVisible();
    const compass = await popup;
    await expect(compass).toHaveURL(`${COMPASS_URL}/`);
    await expect(page.getByRole('link', { name: 'Open My Compass' })).toHaveAttribute(
      'href',
      COMPASS_URL,
    );
  });
});
