import { expect, type Page } from '@playwright/test';

/** The number a directory counter (Total Members, Producers, Providers) shows. */
export async function counter(page: Page, label: 'Total Members' | 'Producers' | 'Providers') {
  const value = page.locator('main dl > div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');
  await expect(value).toHaveText(/^\d+$/);
  return Number(await value.textContent());
}

/** The 'Showing X of Y members' line as numbers. */
export async function showing(page: Page): Promise<{ shown: number; of: number }> {
  const line = page.getByText(/^Showing \d+ of \d+ members$/);
  await expect(line).toBeVisible();
  const [, shown, of] = /Showing (\d+) of (\d+)/.exec((await line.textContent()) ?? '') ?? [];
  return { shown: Number(shown), of: Number(of) };
}

/** The member cards of a directory list. */
export function memberCards(page: Page) {
  return page.getByRole('list', { name: 'Members' }).getByRole('article');
}
