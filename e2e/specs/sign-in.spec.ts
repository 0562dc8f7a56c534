import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { API_START_TIMEOUT_MS, startApi } from '../../scripts/api-process.mjs';
import { newcomer, registerThroughApi } from '../support/accounts';
import { latestCode, latestMessage } from '../support/mailbox';
import { menuToggle } from '../support/header';
import { expectSignedInHeader, signInByEmail, signInByMobile } from '../support/sign-in';
import { SITE_URL, SPEC_PORTS, workerDataDir } from '../support/site';
import { fetchForRoute } from '../support/route-fetch';

async function logOut(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' }).first();
  await menuToggle(nav, 'My Account').click();
  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${SITE_URL}/`);
  await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('sessionId'))).toBeNull();
}

test.describe('sign-in with a one-time code', () => {
  test('by e-mail: signed-in header, survives a reload, logs out', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await signInByEmail(page, 'member@demo.club');

    // An active member lands on My Leads.
    await expect(page).toHaveURL(/\/my-leads$/);
    await expectSignedInHeader(page);

    await page.reload();
    await expectSignedInHeader(page);

    await logOut(page);
    // The old session is gone on the server too: a reload stays signed out.
    await page.reload();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Sign In' }),
    ).toBeVisible();
  });

  test('by mobile number with the country code', async ({ page }) => {
    await page.goto('/signin');
    await signInByMobile(page, '9800000003');

    // Without an active membership the visitor lands on My Profile.
    await expect(page).toHaveURL(/\/my-profile$/);
    await expectSignedInHeader(page);
    await page.reload();
    await expectSignedInHeader(page);
    await logOut(page);
  });

  test('a mobile number from a registration signs in only once it is verified in My Profile', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const { email, mobile } = newcomer('mira');
    await registerThroughApi(email, mobile);

    // The number was only typed into the registration: it signs nobody in yet. The page says
    // what it says for any number; the number's owner gets an SMS telling how to sign in.
    await page.goto('/signin');
    await page.getByRole('radio', { name: 'Mobile' }).click();
    await page.getByLabel('Mobile number').fill(mobile);
    const asked = new Date(Date.now() - 1000);
    await page.getByRole('button', { name: 'Send OTP to Mobile' }).click();
    await expect(page.getByText(/the verified mobile number of a member account/)).toBeVisible();
    await expect(page.getByText(/Only a verified number receives a code/)).toBeVisible();
    expect(await latestMessage(`+91${mobile}`, asked)).toContain(
      'It is not verified yet, so it cannot be used to sign in',
    );
    await page.getByRole('button', { name: 'Sign in with your e-mail address' }).click();
    await signInByEmail(page, email);

    // Signed in by e-mail, the visitor is taken to My Profile to verify the number.
    await expect(page).toHaveURL(/\/my-profile$/);
    const panel = page.getByRole('region', { name: 'Sign-in mobile number' });
    await expect(panel).toContainText(`+91-${mobile}`);
    await expect(panel).toContainText('Not verified');
    const since = new Date(Date.now() - 1000);
    await panel.getByRole('button', { name: 'Verify mobile number' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify your mobile number' });
    await dialog.getByLabel('Verification code').fill(await latestCode(`+91${mobile}`, since));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog).toBeHidden();
    await expect(panel).toContainText('Verified');
    await expect(panel.getByRole('button', { name: 'Verify mobile number' })).toHaveCount(0);

    await logOut(page);
    await page.goto('/signin');
    await signInByMobile(page, mobile);
    await expect(page).toHaveURL(/\/my-profile$/);
    await expectSignedInHeader(page);
  });

  test('an unknown e-mail is answered as a member would be, and no code it could get signs in', async ({
    page,
  }) => {
    await page.goto('/signin');
    await page.getByLabel('Email').fill('nobody@nowhere.example');
    await page.getByRole('button', { name: 'Send OTP to Email' }).click();
    await expect(
      page.getByText(
        'If nobody@nowhere.example is the e-mail address of a member account, a 6-digit code is on its way: by WhatsApp if you turned WhatsApp messages on in your account, otherwise to that address. It is valid for 10 minutes.',
      ),
    ).toBeVisible();
    await page.getByLabel('One-time code').fill('123456');
    await page.getByRole('button', { name: 'Verify & Sign In' }).click();
    await expect(page.getByRole('alert')).toContainText('Incorrect code. 4 attempts left.');
  });

  test('a wrong code shows the server message; back returns to the options', async ({ page }) => {
    await page.goto('/signin');
    await page.getByLabel('Email').fill('admin@demo.club');
    await page.getByRole('button', { name: 'Send OTP to Email' }).click();
    const code = page.getByLabel('One-time code');
    await code.fill('000000');
    const verify = page.getByRole('button', { name: 'Verify & Sign In' });
    await expect(verify).toBeEnabled();
    await code.fill('00000');
    await expect(verify).toBeDisabled();
    await code.fill('000001');
    await verify.click();
    await expect(page.getByText(/Incorrect code\. \d attempts? left\./)).toBeVisible();
    await page.getByRole('button', { name: '← Back to login options' }).click();
    await expect(page.getByRole('button', { name: 'Send OTP to Email' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('admin@demo.club');
  });

  test('the access guard opens the Welcome Back dialog, which signs in in place', async ({
    page,
  }) => {
    await page.goto('/my-account');
    await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
    await expect(dialog).toBeVisible();
    await signInByEmail(page, 'admin@demo.club');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/my-account$/);
    await expectSignedInHeader(page);
    await expect(page.getByRole('heading', { name: 'Access Restricted' })).toHaveCount(0);
  });

  test('an administrator starts in the back office; a member returns to the page they came from', async ({
    page,
  }) => {
    await page.goto('/signin');
    await signInByEmail(page, 'admin@demo.club');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText('Your business is not registered yet')).toHaveCount(0);
    await logOut(page);

    // A member reading another member's page signs in from the header and is brought back.
    await page.goto('/members');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await nav.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/signin\?next=%2Fmembers$/);
    await signInByEmail(page, 'member@demo.club');
    await expect(page).toHaveURL(/\/members$/);
    await expectSignedInHeader(page);

    // An address elsewhere is never followed: the member's usual start page instead.
    await logOut(page);
    await page.goto('/signin?next=//elsewhere.example/phish');
    await signInByEmail(page, 'member@demo.club');
    await expect(page).toHaveURL(/\/my-leads$/);
  });

  test('a signed-in visitor on /signin moves on at once', async ({ page }) => {
    await page.goto('/signin');
    await signInByEmail(page, 'newbie@demo.club');
    await expect(page).toHaveURL(/\/my-profile$/);
    await page.goto('/signin');
    await expect(page).toHaveURL(/\/my-profile$/);
  });
});

const TOKEN_TTL_SECONDS = 6;

test.describe('an expired access token', () => {
  // An API of its own whose access tokens live a few seconds: long enough that the
  // token fetched by the refresh is still valid when the waiting requests retry
  // with it on a loaded CI machine (with 2 s the retried /me sometimes arrived
  // after the new token had expired too, and the visitor was signed out).
  let api: { url: string; close: () => Promise<void> };

  test.beforeAll(async () => {
    // Only the API's start: its readiness wait, and a little more so that its own error shows.
    test.setTimeout(API_START_TIMEOUT_MS + 5_000);
    api = await startApi({
      port: SPEC_PORTS.shortTokenApi,
      siteOrigins: [SITE_URL],
      dataDir: workerDataDir('api-short-tokens'),
      fresh: true,
      quiet: true,
      env: {
        ACCESS_TOKEN_TTL_SECONDS: String(TOKEN_TTL_SECONDS),
        LOG_LEVEL: 'warn',
        OTP_REQUESTS_PER_IP: '1000',
      },
    });
  });

  test.afterAll(async () => {
    await api?.close();
  });

  const channels = [
    {
      channel: 'e-mail',
      signIn: (page: Page, url: string) => signInByEmail(page, 'member@demo.club', url),
    },
    {
      channel: 'mobile',
      signIn: (page: Page, url: string) => signInByMobile(page, '9800000002', url),
    },
  ];

  for (const { channel, signIn } of channels) {
    test(`is refreshed once and the visitor stays signed in (signed in by ${channel})`, async ({
      page,
    }) => {
      await page.route('**/config.json', async (route) => {
        const response = await fetchForRoute(route);
        const config = (await response.json()) as Record<string, unknown>;
        await route.fulfill({ response, json: { ...config, apiUrl: api.url } });
      });
      await page.goto('/signin');
      await signIn(page, api.url);
      await expect(page).toHaveURL(/\/my-leads$/);
      const firstToken = await page.evaluate(() => localStorage.getItem('accessToken'));

      await page.waitForTimeout(TOKEN_TTL_SECONDS * 1_000 + 1_000);
      const refreshed = page.waitForResponse(
        (response) => response.url().endsWith('/auth/refresh') && response.status() === 200,
      );
      await page.reload();
      await refreshed;
      await expectSignedInHeader(page);
      const secondToken = await page.evaluate(() => localStorage.getItem('accessToken'));
      expect(secondToken).toBeTruthy();
      expect(secondToken).not.toBe(firstToken);
    });
  }
});

test.describe('an API that stops answering', () => {
  // An API of its own, so the spec can stop it and start it again on the same data.
  const port = SPEC_PORTS.restartedApi;
  const dataDir = workerDataDir('api-stoppable');
  const startOwnApi = (fresh: boolean) =>
    startApi({
      port,
      siteOrigins: [SITE_URL],
      dataDir,
      fresh,
      quiet: true,
      env: { LOG_LEVEL: 'warn', OTP_REQUESTS_PER_IP: '1000' },
    });
  let api: { url: string; close: () => Promise<void> } | undefined;

  test.beforeAll(async () => {
    // Only the API's start: its readiness wait, and a little more so that its own error shows.
    test.setTimeout(API_START_TIMEOUT_MS + 5_000);
    api = await startOwnApi(true);
  });

  test.afterAll(async () => {
    await api?.close();
  });

  test('keeps a member signed in, says the server cannot be reached, and Retry shows the page', async ({
    page,
  }) => {
    const apiUrl = `http://localhost:${port}`;
    await page.route('**/config.json', async (route) => {
      const response = await fetchForRoute(route);
      const config = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...config, apiUrl } });
    });
    await page.goto('/signin');
    await signInByEmail(page, 'member@demo.club', apiUrl);
    await expect(page).toHaveURL(/\/my-leads$/);
    const memberPage = page.locator('main h1').first();
    await expect(memberPage).toBeVisible();
    const memberPageTitle = (await memberPage.textContent()) ?? '';
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));

    await api?.close();
    api = undefined;
    await page.reload();
    await expect(page.getByRole('heading', { name: 'The server cannot be reached' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Access Restricted' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBe(token);
    await expectSignedInHeader(page);

    // Still down: Retry asks again and says so again.
    const retried = page.waitForEvent('requestfailed', (request) => request.url().endsWith('/me'));
    await page.getByRole('button', { name: 'Retry' }).click();
    await retried;
    await expect(page.getByRole('heading', { name: 'The server cannot be reached' })).toBeVisible();

    api = await startOwnApi(false);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: memberPageTitle })).toBeVisible();
    await expectSignedInHeader(page);
  });
});
