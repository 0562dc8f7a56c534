import { expect, test } from '../support/test';

test.use({ viewport: { width: 390, height: 600 } });

test('every navigation starts at the top of the page', async ({ page }) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);

  await footer.getByRole('link', { name: 'Capital' }).click();
  await expect(page).toHaveURL(/\/capital$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // The reset repeats, so a page that grows right after the move still starts at the top.
  await page.waitForTimeout(350);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the footer highlights the current page', async ({ page }) => {
  await page.goto('/about');
  const current = page.getByRole('contentinfo').getByRole('link', { name: 'About Us' });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }),
  ).not.toHaveAttribute('aria-current', 'page');
});
