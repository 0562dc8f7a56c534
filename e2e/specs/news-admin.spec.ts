import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { seriousViolations } from '../support/axe';
import { drawnPng } from '../support/images';
import { latestCode } from '../support/mailbox';
import { expectSignedInHeader, signInByEmail, signInByMobile } from '../support/sign-in';
import { API_URL } from '../support/site';

/** Where the delete dialog's screenshots go, when a run asks for them (SCREENSHOT_DIR=…). */
const SHOTS = process.env.SCREENSHOT_DIR;

/** Scrolls down to Cuts' news: they load once the visitor heads for them. */
async function showCuts(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: 'Cuts' })).toBeVisible();
  await page.evaluate(() =>
    document
      .querySelector('[data-testid="news-skeleton"], [data-testid="news-carousel"]')
      ?.scrollIntoView({ block: 'center' }),
  );
}

/** The Cuts list, one copy (reduced motion turns the marquee into a plain scroller). */
const cuts = (page: Page) => page.getByRole('region', { name: 'Latest news, scroll sideways' });

test.describe('news administration', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the demo admin adds news with an image and two tags, sees it in Cuts, then deletes it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/signin');
    await signInByEmail(page, 'admin@demo.club');
    await expectSignedInHeader(page);
    await page.goto('/');
    await showCuts(page);
    const title = `Nashik grape exporters meet buyers ${Date.now()}`;

    const manage = page.getByRole('button', { name: 'Manage' });
    await manage.click();
    const dialog = page.getByRole('dialog', { name: 'News Manager' });
    await expect(dialog).toBeVisible();
    const count = dialog.getByRole('heading', { name: /^Current News \(\d+\)$/ });
    await expect(count).toBeVisible();
    const before = Number((await count.textContent())?.match(/\d+/)?.[0]);
    await page.screenshot({ path: '/tmp/news-manager-1280.png' });
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Content').fill('Twelve exporters met buyers from the Gulf.');
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();
    await dialog.getByRole('button', { name: 'Agriculture', exact: true }).click();
    await dialog.getByLabel('Image').setInputFiles({
      name: 'grapes.png',
      mimeType: 'image/png',
      buffer: await drawnPng(page, {
        width: 320,
        height: 200,
        background: '#0f766e',
        square: '#fbbf24',
      }),
    });
    await expect(dialog.getByRole('img', { name: 'Preview of the image' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Save News' }).click();

    const first = dialog.getByRole('listitem').first();
    await expect(first.getByRole('heading', { name: title })).toBeVisible();
    await expect(first).toContainText('Added by admin@demo.club on');
    await expect(count).toHaveText(`Current News (${before + 1})`);
    await expect(dialog.getByText('News saved.')).toBeVisible();
    await expect(first).toContainText('Export · Agriculture');
    await expect(cuts(page).getByRole('heading', { name: title })).toHaveCount(1);

    // Editing is not offered: the spec's message.
    await first.getByRole('button', { name: `Edit ${title}` }).click();
    const editMessage = page.getByRole('dialog', {
      name: 'Editing is not supported. Please delete and create a new news item instead.',
    });
    await expect(editMessage).toBeVisible();
    await editMessage.getByRole('button', { name: 'OK' }).click();
    await expect(editMessage).toBeHidden();

    // Delete asks in the site's own dialog (never the browser's): Escape cancels it alone.
    let nativeDialogs = 0;
    page.on('dialog', (native) => {
      nativeDialogs += 1;
      void native.dismiss();
    });
    const deleteButton = first.getByRole('button', { name: `Delete ${title}` });
    await deleteButton.click();
    const ask = page.getByRole('dialog', {
      name: 'Are you sure you want to delete this news item?',
    });
    await expect(ask).toBeVisible();
    await expect(ask).toContainText(title);
    await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/news-delete-dialog-1280.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/news-delete-dialog-390.png` });
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    await page.keyboard.press('Escape');
    await expect(ask).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(deleteButton).toBeFocused();
    await expect(dialog.getByRole('heading', { name: title })).toHaveCount(1);

    await deleteButton.click();
    await ask.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(ask).toBeHidden();
    expect(nativeDialogs).toBe(0);
    await expect(dialog.getByRole('heading', { name: title })).toHaveCount(0);
    await expect(cuts(page).getByRole('heading', { name: title })).toHaveCount(0);
    await expect(count).toHaveText(`Current News (${before})`);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(manage).toBeFocused();
  });

  test('the demo member sees no Manage button and cannot post news', async ({ page }) => {
    await page.goto('/signin');
    await signInByMobile(page, '9800000002');
    await expectSignedInHeader(page);
    await page.goto('/');
    // Cuts' news load once the visitor heads for them.
    await showCuts(page);
    await expect(cuts(page).or(page.getByTestId('news-carousel')).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Manage' })).toHaveCount(0);

    // A member's own access token, from a sign-in made through the API (another demo member:
    // e-mail codes are limited to 5 an hour per address, and other specs use the demo member's).
    const since = new Date(Date.now() - 1000);
    const requested = await page.request.post(`${API_URL}/auth/otp/request`, {
      data: { email: 'ketan.desai@demo.club' },
    });
    const { nonce } = (await requested.json()) as { nonce: string };
    const verified = await page.request.post(`${API_URL}/auth/otp/verify`, {
      data: { nonce, code: await latestCode('ketan.desai@demo.club', since) },
    });
    const { accessToken } = (await verified.json()) as { accessToken: string };
    const response = await page.request.post(`${API_URL}/news`, {
      headers: { authorization: `Bearer ${accessToken}` },
      data: { title: 'Not allowed', content: 'Members cannot publish.' },
    });
    expect(response.status()).toBe(403);
  });
});

test('the open news manager at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // No sheet animation under the screenshot.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/signin');
  await signInByEmail(page, 'admin@demo.club');
  // Signed in: the page moves on from /signin (the narrow header hides the account menu).
  await expect(page).not.toHaveURL(/\/signin$/);
  await page.goto('/');
  await page.getByRole('button', { name: 'Manage' }).click();
  await expect(page.getByRole('dialog', { name: 'News Manager' })).toBeVisible();
  await page.screenshot({ path: '/tmp/news-manager-390.png', fullPage: false });
  await page.getByRole('heading', { name: /^Current News/ }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/news-manager-390-list.png', fullPage: false });
  expect(await seriousViolations(page)).toEqual([]);
});
