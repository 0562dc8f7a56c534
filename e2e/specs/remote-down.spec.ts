import { expect, test } from '../support/test';
import { ControllableRemote } from '../support/remote-server';
import { SPEC_PORTS } from '../support/site';

const UNAVAILABLE = 'This section is temporarily unavailable';

test.describe('a remote whose server is down', () => {
  const memberArea = new ControllableRemote('member_area', SPEC_PORTS.controllableRemote);

  test.afterAll(async () => {
    await memberArea.stop();
  });

  test('never takes down the page, and Retry brings it back once the server is up', async ({
    page,
  }) => {
    await memberArea.stop();
    await memberArea.routeConfig(page);
    await page.goto('/members');
    // How fast the stand-in comes is a figure of `pnpm bench:pages` (1.5 s there); here only that
    // it comes, inside the frame, while the remote stays down.
    await expect(page.getByRole('heading', { name: UNAVAILABLE })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Pages of the other remotes keep working, through client-side navigation...
    await page
      .getByRole('navigation', { name: 'Main' })
      .first()
      .getByRole('link', { name: 'About' })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Membership' }).click();
    await expect(page).toHaveURL(/\/connect\/membership$/);
    await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);

    // ...a guarded page of the member area answers from the shell, without the remote...
    await page.goto('/my-account');
    await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();

    // ...and the remote's pages show the fallback again, not a blank page.
    await page
      .getByRole('navigation', { name: 'Main' })
      .first()
      .getByRole('link', { name: 'Our Members' })
      .click();
    await expect(page.getByRole('heading', { name: UNAVAILABLE })).toBeVisible({
      timeout: 20_000,
    });

    await memberArea.start();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(0, { timeout: 20_000 });
    await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
  });

  test('the home page does not wait for a remote it does not use', async ({ page }) => {
    await memberArea.stop();
    await memberArea.routeConfig(page);
    await page.goto('/');
    await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
  });
});

test.describe('the events remote down', () => {
  const events = new ControllableRemote('events', SPEC_PORTS.controllableRemote);

  test.afterAll(async () => {
    await events.stop();
  });

  test('leaves the frame and the other remotes working, and comes back with Retry', async ({
    page,
  }) => {
    await events.stop();
    await events.routeConfig(page);
    await page.goto('/events');
    await expect(page.getByRole('heading', { name: UNAVAILABLE })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('banner')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main' })
      .first()
      .getByRole('link', { name: 'About' })
      .click();
    await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
    await page.goBack();
    await expect(page.getByRole('heading', { name: UNAVAILABLE })).toBeVisible({ timeout: 20_000 });

    await events.start();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible({
      timeout: 20_000,
    });
  });
});
