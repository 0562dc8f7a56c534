import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { menuToggle } from '../support/header';
import { signInByEmail } from '../support/sign-in';

/** The texts of a navigation's top-level entries (links and menus), in order. */
async function topLevelEntries(page: Page, nav: string): Promise<string[]> {
  const entries = page.locator(
    `${nav} > ul > li > :is(a, button), ${nav} > ul > li > details > summary`,
  );
  return (await entries.allInnerTexts()).map((text) => text.trim());
}

/** The `<details>` of a menu: it has the `open` attribute while the menu is open. */
const menuOf = (toggle: Locator) => toggle.locator('..');

/** The phone layout's menu button. */
const menuButton = (page: Page) => page.getByRole('banner').getByLabel('Menu', { exact: true });

test.describe('header on desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('one dropdown open at a time; clicking the open one closes it', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    const connect = menuToggle(nav, 'Connect');
    const consult = menuToggle(nav, 'Consult');

    await connect.click();
    await expect(menuOf(connect)).toHaveAttribute('open');
    await expect(nav.getByRole('link', { name: 'Be a member' })).toBeVisible();

    await consult.click();
    await expect(menuOf(consult)).toHaveAttribute('open');
    await expect(menuOf(connect)).not.toHaveAttribute('open');
    await expect(nav.getByRole('link', { name: 'Be a member' })).toBeHidden();

    await consult.click();
    await expect(menuOf(consult)).not.toHaveAttribute('open');
    await expect(nav.getByRole('link', { name: 'Change Management' })).toBeHidden();
  });

  test('a click outside and Escape close the dropdown', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    const coserve = menuToggle(nav, 'CoServe');

    await coserve.click();
    await expect(nav.getByRole('link', { name: 'Market Research' })).toBeVisible();
    await page.locator('main').click({ position: { x: 20, y: 300 } });
    await expect(menuOf(coserve)).not.toHaveAttribute('open');

    await coserve.click();
    await expect(menuOf(coserve)).toHaveAttribute('open');
    await page.keyboard.press('Escape');
    await expect(menuOf(coserve)).not.toHaveAttribute('open');
    await expect(coserve).toBeFocused();
  });

  test('the dropdowns work from the keyboard and links navigate', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    const connect = menuToggle(nav, 'Connect');
    const consult = menuToggle(nav, 'Consult');
    // Space opens and closes a menu; Tab from Connect's summary walks into its list.
    await consult.focus();
    await page.keyboard.press('Space');
    await expect(menuOf(consult)).toHaveAttribute('open');
    await page.keyboard.press('Space');
    await expect(menuOf(consult)).not.toHaveAttribute('open');

    await connect.focus();
    await page.keyboard.press('Enter');
    await expect(menuOf(connect)).toHaveAttribute('open');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Be a member' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menuOf(connect)).not.toHaveAttribute('open');
    await expect(connect).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Producers' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/connect\/producers$/);
    await expect(menuOf(connect)).not.toHaveAttribute('open');
  });

  test('visitors see Our Members to /members and Sign In', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await expect(nav.getByRole('link', { name: 'Our Members' })).toHaveAttribute(
      'href',
      '/members',
    );
    await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    await expect(nav.getByRole('link', { name: 'Capital' })).toHaveAttribute('href', '/capital');
    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.getByRole('banner').getByRole('link', { name: /home/i }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

for (const width of [1024, 1279]) {
  test.describe(`header at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('Connect leads to Continuous Education and CoServe to Artificial Intelligence, inside the window', async ({
      page,
    }) => {
      await page.goto('/about');
      const nav = page.getByRole('navigation', { name: 'Main' }).first();
      const pageScrollsSideways = () =>
        page.evaluate(
          () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
        );

      await menuToggle(nav, 'CoServe').click();
      const ai = nav.getByRole('link', { name: 'Artificial Intelligence' });
      await expect(ai).toBeInViewport({ ratio: 1 });
      expect(await pageScrollsSideways()).toBe(false);
      await ai.click();
      await expect(page).toHaveURL(/\/coserve\/artificial-intelligence$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        'Artificial Intelligence',
      );

      await menuToggle(nav, 'Connect').click();
      const education = nav.getByRole('link', { name: 'Continuous Education' });
      await expect(education).toBeInViewport({ ratio: 1 });
      await education.click();
      await expect(page).toHaveURL(/\/continuous-education$/);
      expect(await pageScrollsSideways()).toBe(false);
    });
  });
}

test.describe('header on mobile (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the collapsible menu opens, expands a group and closes on navigation', async ({ page }) => {
    await page.goto('/about');
    const button = menuButton(page);
    await expect(button).toBeVisible();
    await expect(
      menuToggle(page.getByRole('navigation', { name: 'Main' }).first(), 'Connect'),
    ).toBeHidden();

    await button.click();
    const mobileNav = page.locator('#mobile-menu');
    await expect(mobileNav).toBeVisible();
    await menuToggle(mobileNav, 'Consult').click();
    await mobileNav.getByRole('link', { name: 'Project Management' }).click();

    await expect(page).toHaveURL(/\/consult\/project-management$/);
    await expect(mobileNav).toBeHidden();
    await expect(menuOf(button)).not.toHaveAttribute('open');
  });

  test('the menu and its sections open from the keyboard; Escape gives focus back to the button', async ({
    page,
  }) => {
    await page.goto('/about');
    const button = menuButton(page);
    const mobileNav = page.locator('#mobile-menu');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(mobileNav).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menuToggle(mobileNav, 'Connect')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(menuOf(menuToggle(mobileNav, 'Connect'))).toHaveAttribute('open');
    await page.keyboard.press('Tab');
    await expect(mobileNav.getByRole('link', { name: 'Be a member' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(mobileNav).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press('Space');
    await expect(mobileNav).toBeVisible();
    await page.keyboard.press('Space');
    await expect(mobileNav).toBeHidden();
  });

  test('the menu lists Artificial Intelligence under CoServe and Continuous Education under Connect', async ({
    page,
  }) => {
    await page.goto('/about');
    await menuButton(page).click();
    const mobileNav = page.locator('#mobile-menu');
    await menuToggle(mobileNav, 'CoServe').click();
    await expect(mobileNav.getByRole('link', { name: 'Artificial Intelligence' })).toHaveAttribute(
      'href',
      '/coserve/artificial-intelligence',
    );
    await menuToggle(mobileNav, 'Connect').click();
    await mobileNav.getByRole('link', { name: 'Continuous Education' }).click();
    await expect(page).toHaveURL(/\/continuous-education$/);
  });

  test('Escape closes the mobile menu', async ({ page }) => {
    await page.goto('/about');
    await menuButton(page).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-menu')).toBeHidden();
  });

  test('the open menu holds the page still and gives it back where it was', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // After the scroll reset that follows a navigation (its last repeat is at 300 ms).
    await page.waitForTimeout(350);
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
    const footer = page.getByRole('contentinfo');
    const footerTop = async () => (await footer.boundingBox())?.y;
    const before = await footerTop();

    const button = menuButton(page);
    await button.click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    // Nothing behind the menu moves when it opens, and the page does not scroll under it.
    expect(await footerTop()).toBe(before);
    await page.mouse.move(200, 780);
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(200);
    expect(await footerTop()).toBe(before);

    await button.click();
    await expect(page.locator('#mobile-menu')).toBeHidden();
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
    await page.mouse.wheel(0, 100);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);

    // A navigation from the menu releases the lock too: the new page scrolls.
    await button.click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Capital' }).click();
    await expect(page).toHaveURL(/\/capital$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(350); // past the scroll reset again
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('signed in, the menu lists My Account last, as the desktop header does', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/signin');
    await signInByEmail(page, 'member@demo.club');
    await expect(page).toHaveURL(/\/my-leads$/);
    const desktop = await topLevelEntries(page, 'header nav[aria-label="Main"]:not(#mobile-menu)');
    expect(desktop.at(-1)).toBe('My Account');

    await page.setViewportSize({ width: 390, height: 844 });
    await menuButton(page).click();
    expect(await topLevelEntries(page, '#mobile-menu')).toEqual(desktop);

    // Widening the window (a tablet turned sideways) closes the menu and frees the page;
    // it stays closed when the window narrows again.
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect(menuOf(menuButton(page))).not.toHaveAttribute('open');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(menuOf(menuButton(page))).not.toHaveAttribute('open');
    expect(await page.evaluate(() => document.body.style.position)).toBe('');
  });
});
