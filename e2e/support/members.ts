import { expect, type BrowserContext, type Page } from '@playwright/test';

/** The number a directory counter (Total Members, Producers, Providers) shows. */
export async function counter(page: Page, label: 'Total Members' | 'Producers' | 'Providers') {
  const value = page
    .locator('main dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');
  await expect(value).toHaveText(/^\d+$/);
  return Number(await value.textContent());
}

/** The 'Showing X of Y members' line (one 'member' when Y is 1) as numbers. */
export async function showing(page: Page): Promise<{ shown: number; of: number }> {
  const line = page.getByText(/^Showing \d+ of \d+ members?$/);
  await expect(line).toBeVisible();
  const [, shown, of] = /Showing (\d+) of (\d+)/.exec((await line.textContent()) ?? '') ?? [];
  return { shown: Number(shown), of: Number(of) };
}

/** The member cards of a directory list. */
export function memberCards(page: Page) {
  return page.getByRole('list', { name: 'Members' }).getByRole('article');
}

/** My Compass's default address (config.json's `compassUrl` when it names none). */
export const COMPASS_URL = 'https://compass.bizbridge.club';

/**
 * Answers My Compass's tab from the test itself: /my-compass opens the
 * external site, and a test must not reach outside this machine.
 */
export async function stubCompass(context: BrowserContext): Promise<void> {
  await context.route(`${COMPASS_URL}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<title>My Compass</title><h1>My Compass</h1>',
    }),
  );
}
