import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const main = (page: Page) => page.locator('main');

const CITIES = [
  { slug: 'vadodara', name: 'Vadodara', population: '2.1M+' },
  { slug: 'ahmedabad', name: 'Ahmedabad', population: '7.2M+' },
  { slug: 'rajkot', name: 'Rajkot', population: '1.4M+' },
  { slug: 'surat', name: 'Surat', population: '4.9M+' },
  { slug: 'udaipur', name: 'Udaipur', population: '475K+' },
  { slug: 'pune', name: 'Pune', population: '3.1M+' },
] as const;

test.describe('location page', () => {
  test('shows the map of India, the headquarters, the cities and the call to action', async ({
    page,
  }) => {
    await page.goto('/location');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Our Locations');
    await expect(
      main(page).getByRole('img', { name: 'Map of India with Vadodara, Gujarat marked' }),
    ).toBeVisible();
    const cities = main(page).getByRole('list', { name: 'Cities' });
    for (const city of CITIES) {
      await expect(cities.getByRole('link', { name: new RegExp(city.name) })).toHaveAttribute(
        'href',
        `/city/${city.slug}`,
      );
    }
    const cta = main(page).getByRole('region', { name: 'Want us in your City?' });
    await expect(cta.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await cta.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('the Vadodara pin shows its tooltip on hover', async ({ page }) => {
    await page.goto('/location');
    const pin = main(page).getByRole('button', { name: 'Vadodara' });
    const tooltip = page.getByRole('tooltip').filter({ hasText: 'Vadodara, Gujarat' });
    await expect(tooltip).toBeHidden();
    await pin.hover();
    await expect(tooltip).toBeVisible();
    await page.mouse.move(5, 300);
    await expect(tooltip).toBeHidden();
  });

  test('the Vadodara pin shows its tooltip on keyboard focus, and Escape hides it', async ({
    page,
  }) => {
    await page.goto('/location');
    const pin = main(page).getByRole('button', { name: 'Vadodara' });
    const tooltip = page.getByRole('tooltip').filter({ hasText: 'Vadodara, Gujarat' });
    await pin.focus();
    await expect(pin).toBeFocused();
    await expect(tooltip).toBeVisible();
    await expect(pin).toHaveAccessibleDescription(/Vadodara, Gujarat/);
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(tooltip).toBeHidden();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('a tap on the pin shows the tooltip', async ({ page }) => {
      await page.goto('/location');
      await main(page).getByRole('button', { name: 'Vadodara' }).tap();
      await expect(
        page.getByRole('tooltip').filter({ hasText: 'Vadodara, Gujarat' }),
      ).toBeVisible();
    });
  });
});

test.describe('city pages', () => {
  for (const city of CITIES) {
    test(`${city.name} shows its population, highlights, industries and the three links`, async ({
      page,
    }) => {
      await page.goto(`/city/${city.slug}`);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(city.name);
      await expect(
        main(page).getByRole('heading', { level: 2, name: `Welcome to ${city.name}` }),
      ).toBeVisible();
      const stats = main(page).getByRole('definition');
      await expect(stats.filter({ hasText: city.population })).toBeVisible();
      await expect(main(page).getByText('Business Hub', { exact: true })).toBeVisible();
      await expect(main(page).getByText('Active', { exact: true })).toBeVisible();
      await expect(main(page).getByText('Growing', { exact: true })).toBeVisible();
      await expect(
        main(page)
          .getByRole('list', { name: `${city.name} highlights` })
          .getByRole('heading', { level: 3 }),
      ).toHaveCount(4);
      await expect(
        main(page)
          .getByRole('list', { name: `${city.name} industries` })
          .getByRole('heading', { level: 3 }),
      ).toHaveCount(3);
      await expect(main(page).getByRole('link', { name: 'Join Membership' })).toHaveAttribute(
        'href',
        '/connect/membership',
      );
      await expect(main(page).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
        'href',
        '/contact',
      );
      await expect(main(page).getByRole('link', { name: 'Back to All Locations' })).toHaveAttribute(
        'href',
        '/location',
      );
    });
  }

  test('Back to All Locations returns to the map', async ({ page }) => {
    await page.goto('/city/surat');
    await expect(main(page).getByText('Diamonds', { exact: true })).toBeVisible();
    await main(page).getByRole('link', { name: 'Back to All Locations' }).click();
    await expect(page).toHaveURL(/\/location$/);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Our Locations');
  });
});

test.describe('city statistics', () => {
  for (const width of [390, 1280]) {
    test(`the three tiles share their rows evenly at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/city/pune');
      const boxes = await main(page)
        .locator('dl[aria-label="Pune at a glance"] > div')
        .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON()));
      expect(boxes).toHaveLength(3);
      const rows = new Map<number, number>();
      for (const box of boxes as { top: number }[]) {
        rows.set(Math.round(box.top), (rows.get(Math.round(box.top)) ?? 0) + 1);
      }
      // Three across or one per row: every row holds the same number of tiles.
      expect(new Set(rows.values()).size).toBe(1);
      const widths = (boxes as { width: number }[]).map((box) => Math.round(box.width));
      expect(Math.max(...widths) - Math.min(...widths)).toBeLessThanOrEqual(1);
    });
  }
});
