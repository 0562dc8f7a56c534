import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { API_START_TIMEOUT_MS, startApi } from '../../scripts/api-process.mjs';
import { signInByEmail } from '../support/sign-in';
import { SITE_URL, SPEC_PORTS, workerDataDir } from '../support/site';
import { fetchForRoute } from '../support/route-fetch';

/** The Cancellation Policy's sentence the confirmation quotes. */
const NO_REFUND =
  'A yearly charge that has already been billed is not refundable, even if you cancel shortly afterwards.';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

interface Message {
  to: string;
  subject: string | null;
  text: string;
}

test.describe('the membership lifecycle, a year in a few minutes', () => {
  // One clock for both journeys, moving forward only: they run in order, and retry together.
  test.describe.configure({ mode: 'serial' });

  // An API of its own whose clock the spec moves forward (DEV_CLOCK=1), so the other specs keep
  // today's date.
  let api: { url: string; close: () => Promise<void> };

  test.beforeAll(async () => {
    // Only the API's start: its readiness wait, and a little more so that its own error shows.
    test.setTimeout(API_START_TIMEOUT_MS + 5_000);
    api = await startApi({
      port: SPEC_PORTS.lifecycleApi,
      siteOrigins: [SITE_URL],
      dataDir: workerDataDir('api-lifecycle'),
      fresh: true,
      quiet: true,
      env: { DEV_CLOCK: '1', LOG_LEVEL: 'warn', OTP_REQUESTS_PER_IP: '1000' },
    });
  });

  test.afterAll(async () => {
    await api?.close();
  });

  /** The site, talking to this spec's API. */
  async function useOwnApi(page: Page) {
    await page.route('**/config.json', async (route) => {
      const response = await fetchForRoute(route);
      const config = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...config, apiUrl: api.url } });
    });
  }

  /** Moves the API's clock to `to` (its jobs and e-mails run at once). */
  async function moveClockTo(to: Date) {
    const response = await fetch(`${api.url}/dev/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: to.toISOString() }),
    });
    expect(response.status, await response.text()).toBe(200);
  }

  /**
   * Signs in afresh on /signin: after the clock moved on, the old session may be over (or,
   * within the refresh token's 30 days, still alive), so the stored one is dropped first, with
   * its refresh cookie.
   */
  async function signIn(page: Page, email: string) {
    // On a page of the site's origin that runs no app, so no refresh in flight can write the
    // old session back; the refresh cookie goes too.
    await page.goto('/config.json');
    await page.evaluate(() => {
      localStorage.removeItem('accessToken');
      localStorage.removeItem('sessionId');
    });
    await page.context().clearCookies();
    await page.goto('/signin');
    await signInByEmail(page, email, api.url);
    await expect(page).toHaveURL(/\/my-(leads|profile)$/);
  }

  /** When the signed-in member's current term ends, as the API says. */
  async function termEnd(page: Page): Promise<Date> {
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const response = await fetch(`${api.url}/membership`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { membership } = (await response.json()) as { membership: { termEndsAt: string } };
    return new Date(membership.termEndsAt);
  }

  async function mailTo(email: string, subject: RegExp): Promise<Message | undefined> {
    const response = await fetch(`${api.url}/dev/outbox?to=${encodeURIComponent(email)}`);
    return ((await response.json()) as Message[]).find((message) =>
      subject.test(message.subject ?? ''),
    );
  }

  function membershipPanel(page: Page) {
    return page.getByRole('region', { name: 'Membership', exact: true });
  }

  test('a member cancels renewal, keeps access to the end, loses it after, and renews by hand', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const email = 'member@demo.club';
    await useOwnApi(page);
    await signIn(page, email);
    const endsAt = await termEnd(page);

    await page.goto('/my-account');
    const panel = membershipPanel(page);
    await expect(panel.getByText('Producers · beta')).toBeVisible();
    await expect(panel.getByText('Active', { exact: true })).toBeVisible();
    await expect(panel.getByText(/₹\u00a059,000/)).toBeVisible();

    // Cancel asks first, quoting the policy.
    await panel.getByRole('button', { name: 'Cancel renewal' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel auto-renewal?' });
    await expect(confirm.getByText(NO_REFUND)).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel renewal' }).click();
    await expect(panel.getByText('Cancelled at period end')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Resume auto-renewal' })).toBeVisible();
    await expect.poll(() => mailTo(email, /will not renew/)).toBeTruthy();

    // Still a member until the end of the paid term, with the banner in its last 30 days.
    await moveClockTo(new Date(endsAt.getTime() - 10 * DAY));
    await signIn(page, email);
    await page.goto('/my-leads');
    await expect(page.getByRole('heading', { level: 1, name: 'Business Leads' })).toBeVisible();
    const banner = page.getByRole('complementary', { name: 'Membership notice' });
    await expect(banner).toContainText('Your Producers membership ends on');
    await expect(banner).toContainText('Auto-renewal is off');

    // After the end date: no leads, the way to upgrade, and an e-mail saying so.
    await moveClockTo(new Date(endsAt.getTime() + HOUR));
    await signIn(page, email);
    await page.goto('/my-leads');
    await expect(page.getByRole('heading', { name: 'Membership required' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade now' })).toHaveAttribute(
      'href',
      '/connect/membership',
    );
    expect((await mailTo(email, /has ended/))?.text).toContain('Producers membership ended on');

    // Renewing by hand from My Account: paid, a new invoice, and the leads again.
    await page.goto('/my-account');
    await expect(panel.getByText('Ended', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Invoices' })).toHaveCount(0);
    await panel.getByRole('button', { name: 'Renew now' }).click();
    const checkout = page.getByRole('dialog', { name: 'Test checkout' });
    await expect(checkout.getByTestId('checkout-amount')).toContainText('₹ 59,000');
    await checkout.getByRole('button', { name: /^Pay/ }).click();
    await expect(
      panel.getByText('Payment received. Your membership has been renewed.'),
    ).toBeVisible();
    await expect(panel.getByText('Active', { exact: true })).toBeVisible();
    const invoices = panel.getByRole('region', { name: 'Invoices' });
    await expect(invoices.getByText(/Producers membership, 12 months/)).toBeVisible();
    await expect(invoices.getByText('₹ 59,000')).toBeVisible();
    await expect.poll(() => mailTo(email, /membership receipt/)).toBeTruthy();
    await page.goto('/my-leads');
    await expect(page.getByRole('heading', { level: 1, name: 'Business Leads' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Membership notice' })).toHaveCount(0);
  });

  test('a failed automatic charge sends the reminder, keeps access through the grace period, then lapses', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const email = 'rajendra.sompura@demo.club';
    await useOwnApi(page);
    await signIn(page, email);
    const endsAt = await termEnd(page);

    // The development mailbox page chooses the outcome of the test provider's next charge.
    await page.goto(`${api.url}/dev/mailbox`);
    const nextCharge = page.getByRole('form', { name: /Aravalli Marble Crafts/ });
    await nextCharge.getByRole('button', { name: 'Fails' }).click();
    await expect(
      page
        .getByRole('form', { name: /Aravalli Marble Crafts/ })
        .getByRole('button', { name: 'Fails' }),
    ).toHaveAttribute('aria-pressed', 'true');

    // The term ends: the charge fails, and the member is told how to pay by hand.
    await moveClockTo(new Date(endsAt.getTime() + HOUR));
    const reminder = await mailTo(email, /could not renew/);
    expect(reminder?.text).toContain(
      'The renewal charge of ₹\u00a059,000 for your Producers membership',
    );
    expect(reminder?.text).toMatch(
      /Pay for the next term by hand on My Account before then: \S+\/my-account/,
    );

    // Access continues through the grace period, with the banner.
    await moveClockTo(new Date(endsAt.getTime() + 6 * DAY));
    await signIn(page, email);
    await page.goto('/my-leads');
    await expect(page.getByRole('heading', { level: 1, name: 'Business Leads' })).toBeVisible();
    const banner = page.getByRole('complementary', { name: 'Membership notice' });
    await expect(banner).toContainText('Your renewal payment did not go through.');
    await banner.getByRole('link', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/my-account#membership$/);
    await expect(membershipPanel(page).getByText('Renewal due')).toBeVisible();
    await expect(membershipPanel(page).getByRole('button', { name: 'Renew now' })).toBeVisible();

    // Past the week of grace (it started when the charge failed), unpaid: the membership lapses.
    await moveClockTo(new Date(endsAt.getTime() + 8 * DAY));
    await signIn(page, email);
    await page.goto('/my-leads');
    await expect(page.getByRole('heading', { name: 'Membership required' })).toBeVisible();
    await page.goto('/my-account');
    await expect(membershipPanel(page).getByText('Lapsed', { exact: true })).toBeVisible();
    expect((await mailTo(email, /has lapsed/))?.text).toContain('because its renewal was not paid');
  });
});
