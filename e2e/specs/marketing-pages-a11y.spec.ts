import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { seriousViolations } from '../support/axe';
import { SITE_ROUTES } from '../support/routes';
import { pagesBudget } from '../support/site';

/** Every route built by this part of the marketing remote. */
const ROUTES = [
  '/consult/change-management',
  '/consult/project-management',
  '/consult/operations-management',
  '/coserve/market-research',
  '/coserve/market-exposition',
  '/coserve/market-development',
  '/coserve/artificial-intelligence',
  '/capital',
  '/continuous-education',
  '/location',
  '/city/vadodara',
  '/city/ahmedabad',
  '/city/rajkot',
  '/city/surat',
  '/city/udaipur',
  '/city/pune',
  '/about',
  '/contact',
  '/india-insights',
  '/terms-of-use',
  '/privacy-policy',
  '/refund-policy',
  '/cancellation-policy',
] as const;

const WIDTHS = [1280, 390] as const;

async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main').getByRole('heading', { level: 1 })).toBeVisible();
}

/** The page scrolls sideways by this many pixels (0 when it fits its width). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** One h1, a title and a meta description, and headings that never skip a level. */
async function expectPageBasics(page: Page) {
  await expect(page.locator('main h1')).toHaveCount(1);
  await expect(page).toHaveTitle(/ \| BizBridge Club$/);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length ?? 0).toBeGreaterThan(60);
  // Headings never skip a level (h1, then h2, then h3...).
  const levels = await page
    .locator('main')
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
  levels.forEach((level, index) => {
    if (index > 0) expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1);
  });
}

// Every test here only reads its own page: they can share the workers.
test.describe.configure({ mode: 'parallel' });

/**
 * Pages built by one module (the six city pages, the seven service pages, the
 * four legal pages) share their markup: at the desktop width, axe reads the
 * first of each module's pages; the phone width, where layouts differ most,
 * reads every page.
 */
const firstOfItsModule = new Set<string>();
const modulesSeen = new Set<string>();
for (const path of ROUTES) {
  const module = SITE_ROUTES.find((route) => route.path === path)?.module ?? path;
  if (!modulesSeen.has(module)) firstOfItsModule.add(path);
  modulesSeen.add(module);
}

// One visit per page and width checks everything a visitor at that width meets:
// axe, sideways scrolling, and (once, at the desktop width) the page basics.
for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of ROUTES) {
      const axe = width === 390 || firstOfItsModule.has(path);
      test(`${path}: ${axe ? 'no serious or critical axe violation, ' : ''}no sideways scroll${width === 1280 ? ', one h1, title and description' : ''}`, async ({
        page,
      }) => {
        // An axe run over a whole page: more than the default 30 s on a busy machine.
        test.slow();
        await openPage(page, path);
        if (axe) expect(await seriousViolations(page)).toEqual([]);
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        if (width === 1280) await expectPageBasics(page);
      });
    }
  });
}

test.describe('the Get Expert Help dialog', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('has no serious or critical axe violation while open', async ({ page }) => {
    await openPage(page, '/consult/project-management');
    await page.locator('main').getByRole('button', { name: 'Inquire Now' }).click();
    await page
      .getByRole('dialog', { name: 'Get Expert Help' })
      .getByRole('button', { name: 'Send Message' })
      .click();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('layout at 768 px', () => {
  test.use({ viewport: { width: 768, height: 900 } });

  test('no page scrolls sideways', async ({ page }) => {
    test.setTimeout(pagesBudget(ROUTES.length));
    for (const path of ROUTES) {
      await openPage(page, path);
      expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0);
    }
  });
});
