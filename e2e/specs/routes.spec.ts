import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { CLUB_NAME } from '@club/contract/copy/club';
import type { ResolvedRoute } from '@club/platform/routes/route-manifest-format';
import { ADMIN_EMAIL, MEMBER_EMAIL, SITE_ROUTES } from '../support/routes';
import { stubCompass } from '../support/members';
import { overflowOf, PHONE, type Overflow } from '../support/overflow';
import { cspViolations, recordCspViolations } from '../support/csp';
import { API_URL, pagesBudget } from '../support/site';
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
  const description = page.locator('meta[name="description"]');
  if (route.path.includes(':')) {
    // ...and describes it (a company's page, what the company does).
    await expect(description).toHaveAttribute('content', /\S.{40,}/);
  } else {
    await expect(description).toHaveAttribute('content', route.meta.description);
  }
  await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(route.footer ? 1 : 0);
}

/**
 * A real company stands in for the `:id` of a company page (the member's and
 * the back office's), so the page shows its content rather than its not-found state.
 */
async function companyId(page: Page): Promise<string> {
  await page.goto('/members');
  const link = page.locator('main a[href^="/members/"]').first();
  await link.waitFor({ state: 'attached' });
  const href = (await link.getAttribute('href')) ?? '';
  return href.replace('/members/', '');
}

/** A real meeting stands in for the `:id` of a meeting's page, as a company does for a company's. */
async function meetingId(page: Page): Promise<string> {
  await page.goto('/events');
  // Paid events' links (/events/e/<id>) come first on the page: a meeting's is one segment.
  const link = page.locator('main a[href^="/events/"]:not([href^="/events/e/"])').first();
  await link.waitFor({ state: 'attached' });
  const href = (await link.getAttribute('href')) ?? '';
  return href.replace('/events/', '');
}

/**
 * A paid event on sale for the `:id` of an event's page; with none on sale, an id of none, whose
 * page is its not-found state.
 */
async function paidEventId(): Promise<string> {
  const response = await fetch(`${API_URL}/paid-events`);
  const { items } = (await response.json()) as { items: { id: string }[] };
  return items[0]?.id ?? '00000000-0000-4000-8000-000000000000';
}

/** A real record for a page's `:id`: a paid event, a meeting for a meeting's page, else a company. */
function sampleId(page: Page, path: string): Promise<string> {
  if (path.startsWith('/events/e/')) return paidEventId();
  return path.startsWith('/events/') ? meetingId(page) : companyId(page);
}

/**
 * Opens each route in turn on a phone's width: each is its owner's page, loads
 * without breaking the Content-Security-Policy (recordCspViolations first), and
 * none is wider than the screen. Returns the pages that are.
 */
async function walk(page: Page, routes: readonly ResolvedRoute[], id: string) {
  const overflows: Overflow[] = [];
  for (const route of routes) {
    const path = route.path.replace(/:[A-Za-z]+/, id);
    await page.goto(path);
    await expectOwnersPage(page, route);
    const overflow = await overflowOf(page, path);
    if (overflow) overflows.push(overflow);
    expect(await cspViolations(page), path).toEqual([]);
  }
  return overflows;
}

// Every page of the route table is opened once per role, on a phone: the same visit checks that
// it is its owner's page, that it breaks none of the Content-Security-Policy (the site's headers
// are in security-headers.spec.ts) and that it fits 390 px (the menu button must stay on screen).
test.describe('route table, on a 390 px phone', () => {
  // Each test opens its own page (the member's on its worker's own site): they can share the workers.
  test.describe.configure({ mode: 'parallel' });

  for (const route of SITE_ROUTES.filter((entry) => entry.access === 'public')) {
    test(`${route.path} is ${route.owner}'s ${route.module} and fits the screen`, async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await stubCompass(page.context());
      await recordCspViolations(page);
      const path = route.path.includes(':')
        ? route.path.replace(/:[A-Za-z]+/, await sampleId(page, route.path))
        : route.path;
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expectOwnersPage(page, route);
      expect(await overflowOf(page, path)).toBeNull();
      expect(await cspViolations(page)).toEqual([]);
    });
  }

  test('every page behind sign-in, and the home page, for a member', async ({ page }) => {
    // Admin pages refuse a member: the next test walks them as the admin.
    const guarded = SITE_ROUTES.filter(
      (entry) => entry.access !== 'public' && entry.access !== 'admin',
    );
    const home = SITE_ROUTES.filter((entry) => entry.path === '/');
    test.setTimeout(pagesBudget(guarded.length + 2));
    await stubCompass(page.context());
    await recordCspViolations(page);
    expect(guarded.length).toBeGreaterThan(0);
    const id = await companyId(page);
    await page.goto(guarded[0]?.path ?? '/');
    await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
    await page.getByRole('button', { name: 'Login' }).click();
    await signInByEmail(page, MEMBER_EMAIL);
    // Signed in on a wide screen (where the header shows the account menu), then walked on a phone.
    await expectSignedInHeader(page);
    await page.setViewportSize(PHONE);
    expect(await walk(page, [...home, ...guarded], id)).toEqual([]);
  });

  test('every admin page for the admin', async ({ page }) => {
    const adminPages = SITE_ROUTES.filter((entry) => entry.access === 'admin');
    test.setTimeout(pagesBudget(adminPages.length + 1));
    expect(adminPages.length).toBeGreaterThan(0);
    await stubCompass(page.context());
    await recordCspViolations(page);
    const id = await companyId(page);
    await page.goto('/signin');
    await signInByEmail(page, ADMIN_EMAIL);
    await expectSignedInHeader(page);
    await page.setViewportSize(PHONE);
    expect(await walk(page, adminPages, id)).toEqual([]);
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
