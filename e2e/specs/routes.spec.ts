import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { CLUB_NAME } from '@club/contract/copy/club';
import type { ResolvedRoute } from '@club/platform/routes/route-manifest-format';
import { ADMIN_EMAIL, MEMBER_EMAIL, SITE_ROUTES } from '../support/routes';
import { stubCompass } from '../support/members';
import { pagesBudget } from '../support/site';
import { expectSignedInHeader, signInByEmail } from '../support/sign-in';

const UNAVAILABLE = 'This section is temporarily unavailable';

/** The page is the owner's: its module is mounted, its heading comes from it, its meta applies. */
async function expectOwnersPage(page: Page, route: ResolvedRoute) {
  const main = page.locator('main');
  if (route.owner === 'shell') {
    await expect(main.getByRole('heading').first()).toBeVisible();
    await expect(main.locator('[data-remote]')).toHaveCount(0);
  } else {
    const mount = main.locator(
      `[data-remote="${route.owner}"][data-remote-module="${route.module}"]`,
    );
    await expect(mount.getByRole('heading').first()).toBeVisible();
  }
  if (route.path.includes(':')) {
    // A page with a free parameter names the tab after what it shows (a company, 'Member not found').
    await expect(page).toHaveTitle(new RegExp(`. \\| ${CLUB_NAME}$`));
  } else {
    await expect(page).toHaveTitle(`${route.meta.title} | ${CLUB_NAME}`);
  }
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    route.meta.description,
  );
  await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(route.footer ? 1 : 0);
}

test.describe('route table', () => {
  // Each test opens its own page (the member's on its worker's own site): they can share the workers.
  test.describe.configure({ mode: 'parallel' });

  for (const route of SITE_ROUTES.filter((entry) => entry.access === 'public')) {
    test(`${route.path} is ${route.owner}'s ${route.module}`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expectOwnersPage(page, route);
    });
  }

  test('every page behind sign-in is its owner’s page for a member', async ({ page }) => {
    // Admin pages refuse a member: the next test walks them as the admin.
    const guarded = SITE_ROUTES.filter(
      (entry) => entry.access !== 'public' && entry.access !== 'admin',
    );
    test.setTimeout(pagesBudget(guarded.length));
    await stubCompass(page.context());
    expect(guarded.length).toBeGreaterThan(0);
    await page.goto(guarded[0]?.path ?? '/');
    await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
    await page.getByRole('button', { name: 'Login' }).click();
    await signInByEmail(page, MEMBER_EMAIL);
    await expectSignedInHeader(page);
    for (const route of guarded) {
      await page.goto(route.path);
      await expectOwnersPage(page, route);
    }
  });

  test('every admin page is its owner’s page for the admin', async ({ page }) => {
    const adminPages = SITE_ROUTES.filter((entry) => entry.access === 'admin');
    test.setTimeout(pagesBudget(adminPages.length));
    expect(adminPages.length).toBeGreaterThan(0);
    await page.goto('/signin');
    await signInByEmail(page, ADMIN_EMAIL);
    await expectSignedInHeader(page);
    for (const route of adminPages) {
      // A page with a parameter opens on a made-up id: still the owner's page (its not-found state).
      await page.goto(route.path.replace(/:[A-Za-z]+/, '00000000-0000-4000-8000-000000000000'));
      await expectOwnersPage(page, route);
    }
  });

  test('an unknown path is a real 404 and shows the 404 page', async ({ page }) => {
    for (const path of ['/no/such/page', '/city/atlantis', '/about/team', '/members/x/y']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      await expect(page).toHaveTitle(`Page Not Found | ${CLUB_NAME}`);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }
    // The compass icon sits centred over the heading.
    const heading = page.getByRole('heading', { name: 'Page Not Found' });
    const centre = (box: { x: number; width: number } | null) => (box ? box.x + box.width / 2 : 0);
    const icon = page.locator('main svg').first();
    expect(centre(await icon.boundingBox())).toBeCloseTo(centre(await heading.boundingBox()), 0);
  });
});
