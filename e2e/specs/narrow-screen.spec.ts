import type { Page } from '@playwright/test';
import type { ResolvedRoute } from '@club/platform/routes/route-manifest-format';
import { expect, test } from '../support/test';
import { ADMIN_EMAIL, MEMBER_EMAIL, SITE_ROUTES } from '../support/routes';
import { stubCompass } from '../support/members';
import { pagesBudget } from '../support/site';
import { expectSignedInHeader, signInByEmail } from '../support/sign-in';

/** A phone's width: no page may be wider than this (the header's menu button must stay on it). */
const PHONE = { width: 390, height: 844 };

interface Overflow {
  path: string;
  scrollWidth: number;
  /** The elements that reach past the right edge, as `tag.class`, the outermost first. */
  culprits: string[];
}

/** How far the page reaches past the screen's right edge, and which elements do it. */
async function overflowOf(page: Page, path: string): Promise<Overflow | null> {
  const found = await page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    const culprits: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > root.clientWidth + 0.5 && culprits.length < 6) {
        culprits.push(`${element.tagName.toLowerCase()}.${String(element.className)}`);
      }
    }
    return { scrollWidth: root.scrollWidth, culprits };
  });
  return found ? { path, ...found } : null;
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

/** Opens every page of the route table in turn and lists those wider than the screen. */
async function walk(page: Page, routes: readonly ResolvedRoute[], id: string) {
  const overflows: Overflow[] = [];
  for (const route of routes) {
    const path = route.path.replace(/:[A-Za-z]+/, id);
    await page.goto(path);
    await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
    // Lists and images arrive after the heading: measure the page once they have.
    await page.waitForLoadState('networkidle');
    const overflow = await overflowOf(page, path);
    if (overflow) overflows.push(overflow);
  }
  return overflows;
}

test.describe('every page fits a 390 px phone', () => {
  // Each role walks the whole route table: the three walks share the workers rather than queue.
  test.describe.configure({ mode: 'parallel' });

  test('signed out', async ({ page }) => {
    test.setTimeout(pagesBudget(SITE_ROUTES.length));
    await page.setViewportSize(PHONE);
    await stubCompass(page.context());
    const id = await companyId(page);
    expect(await walk(page, SITE_ROUTES, id)).toEqual([]);
  });

  test('signed in as a member', async ({ page }) => {
    test.setTimeout(pagesBudget(SITE_ROUTES.length));
    await stubCompass(page.context());
    const id = await companyId(page);
    await page.goto('/signin');
    await signInByEmail(page, MEMBER_EMAIL);
    // Signed in on a wide screen (where the header shows the account menu), then walked on a phone.
    await expectSignedInHeader(page);
    await page.setViewportSize(PHONE);
    // The sign-in page itself sends a signed-in visitor on: it is walked signed out.
    const routes = SITE_ROUTES.filter((route) => route.path !== '/signin');
    expect(await walk(page, routes, id)).toEqual([]);
  });

  test('signed in as the admin', async ({ page }) => {
    test.setTimeout(pagesBudget(SITE_ROUTES.length));
    await stubCompass(page.context());
    const id = await companyId(page);
    await page.goto('/signin');
    await signInByEmail(page, ADMIN_EMAIL);
    await expectSignedInHeader(page);
    await page.setViewportSize(PHONE);
    const routes = SITE_ROUTES.filter((route) => route.path !== '/signin');
    expect(await walk(page, routes, id)).toEqual([]);
  });
});
