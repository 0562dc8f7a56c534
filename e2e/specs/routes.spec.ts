import { expect, test } from '@playwright/test';
import { SITE_PATHS } from '../support/routes';

test.describe('route table', () => {
  for (const { path, owner } of SITE_PATHS) {
    test(`${path} renders inside the shell (${owner})`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
      await expect(page.getByText('This section is temporarily unavailable')).toHaveCount(0);
      if (path === '/signin') {
        await expect(page.getByRole('contentinfo')).toHaveCount(0);
      } else {
        await expect(page.getByRole('contentinfo')).toBeVisible();
      }
    });
  }

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    const heading = page.getByRole('heading', { name: 'Page Not Found' });
    await expect(heading).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // The compass icon sits centred over the heading.
    const centre = (box: { x: number; width: number } | null) => (box ? box.x + box.width / 2 : 0);
    const icon = page.locator('main svg').first();
    expect(centre(await icon.boundingBox())).toBeCloseTo(centre(await heading.boundingBox()), 0);
  });

  test('a sub-path of a real page is unknown too', async ({ page }) => {
    await page.goto('/city/atlantis');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });
});
