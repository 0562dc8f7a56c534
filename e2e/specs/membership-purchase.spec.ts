import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { newcomer, registerThroughApi } from '../support/accounts';
import { latestCode } from '../support/mailbox';
import { expectSignedInHeader } from '../support/sign-in';
import { API_URL } from '../support/site';
import { formatMembershipEnd } from '@club/contract/india-time/format';
import { fetchForRoute } from '../support/route-fetch';

/** GET /me with the page's stored token: what the API says about the signed-in user. */
async function currentUser(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const response = await fetch(`${API_URL}/me`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    companies: { memberships: { isActive: boolean; membershipType: { name: string } }[] }[];
  };
}

async function activePlans(page: Page): Promise<string[]> {
  const me = await currentUser(page);
  return (me.companies[0]?.memberships ?? [])
    .filter((membership) => membership.isActive)
    .map((membership) => membership.membershipType.name);
}

const DAY = 24 * 60 * 60 * 1000;

/** The signed-in member's term: its end, its last day as pages show it, and its length in days. */
async function membershipTerm(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const response = await fetch(`${API_URL}/membership`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { membership } = (await response.json()) as {
    membership: { termStartsAt: string; termEndsAt: string };
  };
  const startsAt = new Date(membership.termStartsAt);
  const endsAt = new Date(membership.termEndsAt);
  return {
    endsAt,
    days: Math.round((endsAt.getTime() - startsAt.getTime()) / DAY),
    lastDay: formatMembershipEnd(endsAt),
  };
}

/** Screenshots at a phone's and a desktop's width, when SCREENSHOT_DIR is set (never committed). */
async function shoot(page: Page, name: string, { fullPage = true } = {}) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  const original = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${dir}/${name}-${String(width)}.png`, fullPage });
  }
  if (original) await page.setViewportSize(original);
}

function planCard(page: Page, plan: string): Locator {
  return page.locator(`[data-plan="${plan}"]`).first();
}

/** The message dialog: its text, then OK. */
async function acknowledge(page: Page, text: string) {
  const dialog = page.getByRole('dialog', { name: text });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

/** The subjects of the e-mails sent to `to` since `since`, from the development outbox. */
async function mailSubjectsSince(to: string, since: Date): Promise<(string | null)[]> {
  const response = await fetch(`${API_URL}/dev/outbox?to=${encodeURIComponent(to)}`);
  const messages = (await response.json()) as { subject: string | null; createdAt: string }[];
  return messages
    .filter((message) => new Date(message.createdAt) >= since)
    .map((message) => message.subject);
}

/**
 * After the first payment OK leads to the first steps at /welcome, inside the app (no reload:
 * the marker set on the page survives) and at the top of the page.
 */
async function expectWelcomeWithoutReload(page: Page) {
  await expect(page).toHaveURL(/\/welcome$/);
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}

/** Signs in by e-mail in the sign-in dialog opened over the page. */
async function signInInDialog(page: Page, email: string) {
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await expect(dialog).toBeVisible();
  const since = new Date(Date.now() - 1000);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send OTP to Email' }).click();
  await dialog.getByLabel('One-time code').fill(await latestCode(email, since));
  await dialog.getByRole('button', { name: 'Verify & Sign In' }).click();
  await expect(dialog).toBeHidden();
}

async function payInTestCheckout(page: Page, amount: string) {
  const checkout = page.getByRole('dialog', { name: 'Test checkout' });
  await expect(checkout).toBeVisible();
  await expect(checkout.getByTestId('checkout-amount')).toHaveText(`${amount} INR`);
  await expect(checkout).toContainText('Membership Payment');
  await expect(checkout).toContainText('BizBridge Club');
  await checkout.getByRole('button', { name: /^Pay / }).click();
  await expect(checkout).toBeHidden();
}

test.describe('membership purchase', () => {
  test('a visitor registers, verifies the e-mail code, picks Producers, pays and becomes a member', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { email, mobile } = newcomer('kavya');
    await page.goto('/connect/membership');
    await expect(page.getByRole('heading', { level: 1, name: 'Be a Member' })).toBeVisible();
    for (const title of ['Grow Revenue', 'Select Suppliers', 'Meet Manufacturers']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(planCard(page, 'promoters')).toContainText('₹ 1,00,000 + GST');
    await expect(planCard(page, 'producers')).toContainText('₹ 50,000 + GST');

    const form = page.getByRole('form', { name: 'Business Registration' });
    await expect(form).toBeVisible();
    // Nothing typed: every required field says what is missing, and typing clears its error.
    await form.getByRole('button', { name: 'Register' }).click();
    const emailField = form.getByRole('textbox', { name: 'Email', exact: true });
    await expect(emailField).toHaveAccessibleDescription(/Please enter your e-mail address/);
    // Focus moves to the first field to fix.
    await expect(form.getByRole('textbox', { name: 'Your name' })).toBeFocused();
    await expect(form.getByText('Please choose a category')).toBeVisible();
    await emailField.fill(email);
    await expect(emailField).not.toHaveAccessibleDescription(/Please enter your e-mail address/);

    await form.getByLabel('Your name').fill('Kavya Shah');
    await expect(form.getByRole('combobox', { name: 'Country code' })).toHaveValue('+91');
    await form.getByLabel('Mobile number').fill(mobile);
    await form.getByLabel('Company name').fill('Mahisagar Foods LLP');
    await form.getByLabel('Company email').fill(`accounts.${email}`);
    await form.getByLabel('Company mobile').fill(mobile);
    const subcategory = form.getByLabel('Subcategory');
    await expect(subcategory).toBeDisabled();
    await form
      .getByRole('combobox', { name: 'Category', exact: true })
      .selectOption({ label: 'Producers' });
    await expect(subcategory).toBeEnabled();
    await subcategory.selectOption({ label: 'Food & Beverages' });
    // Another category empties the subcategory.
    await form
      .getByRole('combobox', { name: 'Category', exact: true })
      .selectOption({ label: 'Providers' });
    await expect(subcategory).toHaveValue('');
    await form
      .getByRole('combobox', { name: 'Category', exact: true })
      .selectOption({ label: 'Producers' });
    await subcategory.selectOption({ label: 'Food & Beverages' });
    await form.getByLabel('Billing name').fill('Mahisagar Foods LLP');
    await form.getByLabel('Billing address').fill('14 Sayajigunj, Vadodara 390005');
    await form.getByLabel('State').selectOption({ label: 'Gujarat' });
    await expect(form.getByRole('textbox', { name: 'Country', exact: true })).toHaveValue('India');
    // A GST number of another state is refused before anything is sent.
    await form.getByLabel('GST number').fill('27AAKFM4821Q1ZO');
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(
      form.getByText('Please check the GSTIN: it belongs to Maharashtra (code 27), not to Gujarat'),
    ).toBeVisible();
    await form.getByLabel('GST number').fill('24AAKFM4821Q1ZU');

    // The agreement names the company and only closes.
    await form.getByRole('button', { name: 'Membership Agreement' }).click();
    const agreement = page.getByRole('dialog', { name: 'Membership Agreement' });
    await expect(agreement).toContainText(
      'Mahisagar Foods LLP, of 14 Sayajigunj, Vadodara 390005, Gujarat, India',
    );
    await expect(agreement).toContainText('renews automatically');
    await expect(agreement).toContainText('arbitration');
    await agreement.getByRole('button', { name: 'I Agree' }).click();
    await expect(agreement).toBeHidden();

    const since = new Date(Date.now() - 1000);
    await form.getByRole('button', { name: 'Register' }).click();
    const codeDialog = page.getByRole('dialog', { name: 'Verify your e-mail' });
    await expect(codeDialog).toContainText(email);
    const verifyButton = codeDialog.getByRole('button', { name: 'Verify OTP' });
    await codeDialog.getByLabel('Verification code').fill('12a34');
    await expect(codeDialog.getByLabel('Verification code')).toHaveValue('1234');
    await expect(verifyButton).toBeDisabled();
    await codeDialog.getByLabel('Verification code').fill(await latestCode(email, since));
    await verifyButton.click();

    const picker = page.getByRole('dialog', { name: 'Choose Your Membership' });
    await expect(picker).toBeVisible();
    await expect(picker.getByRole('button', { name: 'Cancel Registration' })).toBeVisible();
    // A click on the card chooses it.
    await picker
      .locator('[data-plan="producers"]')
      .getByRole('heading', { name: 'Producers' })
      .click();
    const paidAt = new Date(Date.now() - 1000);
    await payInTestCheckout(page, '₹ 59,000');
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    // Signed in since the e-mail code: the page welcomes the member, no login code is mentioned.
    await acknowledge(page, 'Payment successful! Welcome to the club!');
    await expectWelcomeWithoutReload(page);
    await expectSignedInHeader(page);
    // Signed in since the e-mail code: no sign-in code is sent after paying.
    expect(await mailSubjectsSince(email, paidAt)).not.toContain(
      'Your BizBridge Club sign-in code',
    );

    // The new member is signed in with an active Producers membership.
    await page.goto('/connect/membership');
    await expect(page.getByRole('heading', { level: 1, name: 'Be a Member' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Business Registration' })).toHaveCount(0);
    expect(await activePlans(page)).toEqual(['Producers']);
    await expect(planCard(page, 'producers')).toContainText('Your plan: active until');

    await page.goto('/my-account');
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    await expect(page.getByText('Choose a section to manage your account')).toBeVisible();
  });

  test('a failed payment leaves no membership and says so; paying again works', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // A user of its own: the demo accounts keep their memberships for the other specs.
    const { email, mobile } = newcomer('fay');
    await registerThroughApi(email, mobile);
    await page.goto('/connect/membership');
    await planCard(page, 'providers').getByRole('button', { name: 'Be a Member' }).click();
    await signInInDialog(page, email);
    await expectSignedInHeader(page);
    await expect(page.getByRole('form', { name: 'Business Registration' })).toHaveCount(0);

    await planCard(page, 'providers').getByRole('button', { name: 'Be a Member' }).click();
    const checkout = page.getByRole('dialog', { name: 'Test checkout' });
    await expect(checkout).toBeVisible();
    // Every plan button waits while a purchase is under way.
    await expect(
      planCard(page, 'promoters').getByRole('button', { name: 'Processing...' }),
    ).toBeDisabled();
    await checkout.getByRole('button', { name: 'Fail payment' }).click();
    await acknowledge(page, 'Failed to process payment');
    expect(await activePlans(page)).toEqual([]);
    await expect(
      planCard(page, 'providers').getByRole('button', { name: 'Be a Member' }),
    ).toBeEnabled();

    await planCard(page, 'providers').getByRole('button', { name: 'Be a Member' }).click();
    await payInTestCheckout(page, '₹ 59,000');
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    await acknowledge(page, 'Payment successful! Welcome to the club!');
    await expectWelcomeWithoutReload(page);
    expect(await activePlans(page)).toEqual(['Providers']);
    await page.goto('/connect/membership');
    await expect(planCard(page, 'providers')).toContainText('Your plan: active until');
  });

  test('a member buys Producers, then upgrades to Promoters paying the pro-rated difference with GST; the end stays', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { email, mobile } = newcomer('ira');
    await registerThroughApi(email, mobile);
    await page.goto('/connect/membership');
    await planCard(page, 'producers').getByRole('button', { name: 'Be a Member' }).click();
    await signInInDialog(page, email);
    await planCard(page, 'producers').getByRole('button', { name: 'Be a Member' }).click();
    await payInTestCheckout(page, '₹ 59,000');
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    await acknowledge(page, 'Payment successful! Welcome to the club!');
    await expectWelcomeWithoutReload(page);
    await expectSignedInHeader(page);
    expect(await activePlans(page)).toEqual(['Producers']);
    const term = await membershipTerm(page);

    // Signed in, the page manages the plan held instead of selling a second one.
    await page.goto('/connect/membership');
    const producers = planCard(page, 'producers');
    await expect(producers).toContainText('Your plan: active until');
    await expect(producers.getByRole('link', { name: 'Manage' })).toHaveAttribute(
      'href',
      '/my-account#membership',
    );
    await expect(producers.getByRole('button')).toHaveCount(0);
    await expect(
      planCard(page, 'providers').getByRole('button', { name: 'Switch at renewal' }),
    ).toBeVisible();
    const upgradeButton = planCard(page, 'promoters').getByRole('button', { name: 'Upgrade' });
    await expect(upgradeButton).toBeVisible();
    await shoot(page, 'membership-page-signed-in');

    // The price: the ₹ 50,000 difference for the whole days left of the term, plus 18% GST.
    const remainingDays = Math.floor((term.endsAt.getTime() - Date.now()) / DAY);
    const net = Math.round((50_000 * remainingDays) / term.days);
    const gst = Math.round(net * 0.18);
    const rupees = (amount: number) => `₹ ${amount.toLocaleString('en-IN')}`;
    await expect(planCard(page, 'promoters')).toContainText(
      `${rupees(net + gst)} incl. GST for the ${remainingDays} days left of your term`,
    );
    await upgradeButton.click();
    const step = page.getByRole('dialog', { name: 'Upgrade to Promoters' });
    await expect(step).toContainText(
      `Your Producers membership becomes Promoters today, for the ${remainingDays} days left of your term. Your term still ends on ${term.lastDay}.`,
    );
    await expect(step).toContainText(`To pay now${rupees(net + gst)}`);
    await expect(step).toContainText(`GST 18%${rupees(gst)}`);
    await shoot(page, 'upgrade-step', { fullPage: false });
    await step.getByRole('button', { name: 'Continue to payment' }).click();
    await payInTestCheckout(page, rupees(net + gst));
    const done = page.getByRole('dialog', {
      name: `Payment successful! Your membership is now Promoters until ${term.lastDay}.`,
    });
    await expect(done).toBeVisible();
    await shoot(page, 'upgrade-success', { fullPage: false });
    await done.getByRole('button', { name: 'OK' }).click();

    // My Account: Promoters, the same term end, and the upgrade's tax invoice.
    await expect(page).toHaveURL(/\/my-account#membership$/);
    const panel = page.getByRole('region', { name: 'Membership', exact: true });
    await expect(panel.getByText('Promoters · alpha')).toBeVisible();
    await expect(panel).toContainText(term.lastDay);
    await expect(panel.getByRole('link', { name: 'Change plan' })).toHaveAttribute(
      'href',
      '/connect/membership',
    );
    const invoices = panel.getByRole('region', { name: 'Invoices' });
    await expect(invoices).toContainText(`Promoters membership upgrade`);
    await expect(invoices).toContainText(rupees(net + gst));
    await expect(invoices).toContainText('Producers membership, 12 months');
    await shoot(page, 'my-account-after-upgrade');
    expect(await activePlans(page)).toEqual(['Promoters']);
    expect((await membershipTerm(page)).endsAt).toEqual(term.endsAt);
  });

  test('the same plan bought in two tabs: one membership, and the second tab says its payment was refunded', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const { email, mobile } = newcomer('uma');
    await registerThroughApi(email, mobile);
    await page.goto('/connect/membership');
    await planCard(page, 'producers').getByRole('button', { name: 'Be a Member' }).click();
    await signInInDialog(page, email);
    const other = await context.newPage();
    await other.goto('/connect/membership');
    await expectSignedInHeader(other);

    // Both tabs start paying before either has paid: both purchases are accepted.
    for (const tab of [page, other]) {
      await planCard(tab, 'producers').getByRole('button', { name: 'Be a Member' }).click();
      await expect(tab.getByRole('dialog', { name: 'Test checkout' })).toBeVisible();
    }
    await payInTestCheckout(page, '₹ 59,000');
    await acknowledge(page, 'Payment successful! Welcome to the club!');
    await expect(page).toHaveURL(/\/welcome$/);
    await payInTestCheckout(other, '₹ 59,000');
    const refunded = other.getByRole('dialog', {
      name: /^You already hold an active Producers membership until \d{1,2} \w{3} \d{4}\. This payment of ₹\s59,000 has been refunded; it reaches your card in 5–7 working days\.$/,
    });
    await expect(refunded).toBeVisible();
    await refunded.getByRole('button', { name: 'OK' }).click();
    await expect(planCard(other, 'producers')).toContainText('Your plan: active until');
    expect(await activePlans(page)).toEqual(['Producers']);
  });

  test('the currency converter converts with the local rates and reports a missing rate', async ({
    page,
  }) => {
    await page.goto('/connect/membership');
    await page.getByRole('button', { name: 'Currency converter' }).click();
    const converter = page.getByRole('dialog', { name: 'Exchange Rate Calculator' });
    await expect(converter.getByLabel('From')).toHaveValue('USD');
    await expect(converter.getByLabel('To')).toHaveValue('INR');
    const amount = converter.getByLabel('Amount');
    await amount.fill('');
    await amount.pressSequentially('1,00a0.5.0');
    await expect(amount).toHaveValue('1000.50');
    // Converted on its own half a second after the change, from the API's dated table.
    await expect(converter.getByTestId('conversion-result')).toHaveText('$1,000.50 = ₹84,469.71');
    await expect(converter).toContainText('reference rate of 20 Nov 2026');

    await converter.getByLabel('To').selectOption('EUR');
    await expect(converter.getByTestId('conversion-result')).toHaveText('$1,000.50 = €923.96');

    // A source without the rate, and an API that cannot be reached.
    await page.route('**/exchange-rates/GBP', async (route) => {
      const response = await fetchForRoute(route);
      const body = (await response.json()) as { rates: Record<string, number> };
      delete body.rates.EUR;
      await route.fulfill({ response, json: body });
    });
    await converter.getByLabel('From').selectOption('GBP');
    await expect(converter.getByText('Currency conversion failed')).toBeVisible();

    await page.route('**/exchange-rates/JPY', (route) => route.abort('connectionrefused'));
    await converter.getByLabel('From').selectOption('JPY');
    await converter.getByRole('button', { name: 'Convert Currency' }).click();
    await expect(converter.getByText('Error: Unable to fetch exchange rates')).toBeVisible();
  });
});
