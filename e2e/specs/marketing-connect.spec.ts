import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { seriousViolations } from '../support/axe';

/* /connect/producers and /connect/providers against the built, composed site. */

const PAGES = [
  {
    path: '/connect/producers',
    title: 'Producers',
    lead: 'It is important for a Service Provider to have quality Product Manufacturers for consistent business.',
    overview: 'Manufacturing Overview',
    tiles: [
      'Apparels & Accessories',
      'Leather & Footwear',
      'Handicraft Products',
      'Furniture & Furnishings',
      'Toys & Sports',
      'Hotels & Hospitality',
      'Medical Supplies',
      'Electricals & Electronics',
      'Automobile Components',
      'Building Hardware',
      'Industrial Supplies',
      'Metals & Machinery',
      'Specialty Chemicals',
      'Pharma & Healthcare',
      'Printing & Packaging',
      'Agriculture Products',
    ],
  },
  {
    path: '/connect/providers',
    title: 'Providers',
    lead: 'It is vital for a Product Manufacturer to have committed Service Providers for sustainable growth.',
    overview: 'Service Overview',
    tiles: [
      'Legal Advisors',
      'Chartered Accountants',
      'HR Consultants & Recruiters',
      'Manpower Suppliers',
      'Real Estate Brokers',
      'Architects & Designers',
      'Facility Contractors',
      'PR Agencies',
      'IT Solutions',
      'Travel & Transportation',
      'Medical Professionals',
      'Catering Services',
      'Financial Services',
      'Insurance Services',
      'Office Supplies',
      'Security Services',
    ],
  },
] as const;

const tileGrid = (page: Page, title: string) => page.getByRole('list', { name: `${title} areas` });
// A dialog locks the page's scrolling in the frame after it first shows: poll for it.
const bodyOverflow = (page: Page) => page.evaluate(() => document.body.style.overflow);

for (const spec of PAGES) {
  test.describe(spec.path, () => {
    test('shows the banner and the 16 tiles of the spec, four to a row', async ({ page }) => {
      await page.goto(spec.path);
      await expect(page.getByRole('heading', { level: 1, name: spec.title })).toBeVisible();
      await expect(tileGrid(page, spec.title).getByRole('button')).toHaveCount(16);
      await expect(page.getByText(spec.lead, { exact: true })).toBeVisible();
      await expect(page).toHaveTitle(`${spec.title} | BizBridge Club`);

      const tiles = tileGrid(page, spec.title).getByRole('button');
      await expect(tiles).toHaveCount(16);
      for (const [index, title] of spec.tiles.entries()) {
        await expect(tiles.nth(index).getByText(title, { exact: true })).toBeVisible();
      }

      const tops = await tiles.evaluateAll((buttons) =>
        buttons.map((button) => Math.round(button.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size).toBe(4);
      expect(tops.slice(0, 4).every((top) => top === tops[0])).toBe(true);
    });

    test('a tile opens its modal; X, backdrop and Escape each close it; scroll locked while open', async ({
      page,
    }) => {
      await page.goto(spec.path);
      const first = spec.tiles[0];
      const tile = tileGrid(page, spec.title).getByRole('button', {
        name: new RegExp(`^${first}`),
      });
      const dialog = page.getByRole('dialog', { name: first });
      expect(await bodyOverflow(page)).toBe('');

      await tile.click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { level: 3, name: spec.overview })).toBeVisible();
      await expect(dialog.getByRole('heading', { level: 4 })).toHaveCount(4);
      await expect.poll(() => bodyOverflow(page)).toBe('hidden');

      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      expect(await bodyOverflow(page)).toBe('');
      await expect(tile).toBeFocused();

      await tile.click();
      await expect(dialog).toBeVisible();
      // The page behind is inert: Tab, forwards and back, never leaves the dialog.
      for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
        await page.keyboard.press(key);
        expect(
          await dialog.evaluate(
            (element) =>
              document.activeElement === document.body || element.contains(document.activeElement),
          ),
        ).toBe(true);
      }
      // A click on the dimmed backdrop (the top-left corner, outside the panel) closes it.
      await page.mouse.click(8, 8);
      await expect(dialog).toBeHidden();
      expect(await bodyOverflow(page)).toBe('');

      await tile.click();
      await expect(dialog).toBeVisible();
      await expect.poll(() => bodyOverflow(page)).toBe('hidden');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      expect(await bodyOverflow(page)).toBe('');
    });

    test('opens the right content for every tile from the keyboard', async ({ page }) => {
      // Sixteen modals opened and closed in turn: more than the default 30 s on a busy machine.
      test.slow();
      await page.goto(spec.path);
      const tiles = tileGrid(page, spec.title).getByRole('button');
      for (const [index, title] of spec.tiles.entries()) {
        await tiles.nth(index).focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: title });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('heading', { name: spec.overview })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
    });

    for (const width of [1280, 768, 390]) {
      test(`at ${width} px: no horizontal scroll, no serious axe violation (modal closed and open)`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(spec.path);
        await expect(tileGrid(page, spec.title).getByRole('button')).toHaveCount(16);
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        ).toBe(0);
        if (width === 768) return;

        expect(await seriousViolations(page)).toEqual([]);
        await tileGrid(page, spec.title).getByRole('button').nth(5).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

test('phones get two tiles to a row', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/connect/producers');
  const tiles = tileGrid(page, 'Producers').getByRole('button');
  await expect(tiles).toHaveCount(16);
  const tops = await tiles.evaluateAll((buttons) =>
    buttons.map((button) => Math.round(button.getBoundingClientRect().top)),
  );
  expect(new Set(tops).size).toBe(8);
});

test('the cross link leads to the other side of the network', async ({ page }) => {
  await page.goto('/connect/producers');
  await page.getByRole('link', { name: 'Explore Providers' }).click();
  await expect(page).toHaveURL(/\/connect\/providers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Providers' })).toBeVisible();
});

test('a first visit starts the page’s own code only when the visitor heads for it: the first tap still opens its tile, links open in the app', async ({
  page,
}) => {
  const config = (await (await page.request.get('/config.json')).json()) as {
    remotes: Record<string, string>;
  };
  const marketing = new URL(config.remotes.marketing ?? '').origin;
  const remoteScripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(marketing)) {
      remoteScripts.push(request.url());
    }
  });
  const redrawn: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('was redrawn')) redrawn.push(message.text());
  });

  await page.goto('/connect/producers');
  // The shell has taken over its header; the page is still the server's HTML, reading as it is.
  await expect(page.locator('#root[data-hydrate-on="use"]')).toBeAttached();
  const heading = page.getByRole('heading', { level: 1, name: 'Producers' });
  await expect(heading).toBeVisible();
  await heading.evaluate((element) => element.setAttribute('data-from-server', ''));
  await page.waitForTimeout(1_500);
  expect(remoteScripts).toEqual([]);

  // The first tap brings the page's code, and the tile it pressed opens.
  await tileGrid(page, 'Producers')
    .getByRole('button', { name: /^Apparels & Accessories/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Apparels & Accessories' });
  await expect(dialog).toBeVisible();
  expect(remoteScripts.length).toBeGreaterThan(0);
  // Hydrated in place: the server's nodes are the page's, not drawn again.
  await expect(page.locator('h1[data-from-server]')).toHaveText('Producers');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A link in a page still held opens the next page in the app, without loading the site again.
  await page.goto('/about');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('main').getByRole('link', { name: 'Capital' }).first().click();
  await expect(page).toHaveURL(/\/capital$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Capital' })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(redrawn).toEqual([]);
});
