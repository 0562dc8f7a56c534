import type { Page } from '@playwright/test';
import {
  ADMIN_MEMBER_STATE_LABELS,
  OVERVIEW_MEMBER_STATES,
  TERMINATION_GROUNDS,
  type AdminOverview,
} from '@club/contract/admin-members';
import { MEMBERSHIP_TYPE_IDS } from '@club/contract/membership/membership-plans';
import type { AuditListResponse } from '@club/contract/news';
import { expect, test } from '../support/test';
import { newcomer, registerThroughApi } from '../support/accounts';
import { menuToggle } from '../support/header';
import { latestCode, latestMail, linkIn, outboxMark } from '../support/mailbox';
import { ADMIN_EMAIL, MEMBER_EMAIL } from '../support/routes';
import { expectSignedInHeader, signInByEmail } from '../support/sign-in';
import { API_URL } from '../support/site';
import { apiRoutes } from '@club/contract/api-routes';

/** Where the journey's screenshots go, when a run asks for them (SCREENSHOT_DIR=…). */
const SHOTS = process.env.SCREENSHOT_DIR;

/** The page at 1280 and 390 px, into SCREENSHOT_DIR when it is set; back to 1280 px after. */
async function screenshots(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({
    path: `${SHOTS}/${name}-390.png`,
    fullPage: true,
    clip: { x: 0, y: 0, width: 390, height: 1800 },
  });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** An access token for `email`, signed in through the API (code read from the outbox). */
async function apiToken(email: string): Promise<string> {
  const since = new Date(Date.now() - 1000);
  // Codes already sent (the registration's) are not this one.
  const seen = await outboxMark(email);
  const requested = await fetch(`${API_URL}/auth/otp/request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(requested.status).toBe(200);
  const { nonce } = (await requested.json()) as { nonce: string };
  const verified = await fetch(`${API_URL}/auth/otp/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ nonce, code: await latestCode(email, since, API_URL, seen) }),
  });
  expect(verified.status).toBe(200);
  return ((await verified.json()) as { accessToken: string }).accessToken;
}

async function api<T>(token: string, path: string, body?: object): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** A newcomer who registered and paid for Providers in the test checkout (an invoice). */
async function payingMember() {
  const { email, mobile } = newcomer('admin-journey');
  await registerThroughApi(email, mobile);
  const token = await apiToken(email);
  const { transactionId } = await api<{ transactionId: string }>(token, '/membership/choose', {
    membershipTypeId: MEMBERSHIP_TYPE_IDS.Providers,
  });
  const { orderId } = await api<{ orderId: string }>(token, '/payments/razorpay/order', {
    transactionId,
  });
  const { status: _status, ...fields } = await api<Record<string, string>>(
    token,
    '/payments/test-checkout/capture',
    { orderId, outcome: 'pay' },
  );
  await api(token, '/payments/razorpay/verify', fields);
  return { email };
}

/** The figure on the overview whose label is `label`. */
function figure(page: Page, label: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByText(label, { exact: true }) })
    .first();
}

test.describe('back office: members', () => {
  test('the demo admin opens the back office, finds a member, resends its invoice and terminates it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const member = await payingMember();
    const adminToken = await apiToken(ADMIN_EMAIL);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/signin');
    await signInByEmail(page, ADMIN_EMAIL);
    await expectSignedInHeader(page);

    // Back Office sits in the admin's My Account menu.
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await menuToggle(nav, 'My Account').click();
    await nav.getByRole('link', { name: 'Back Office' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

    // Every figure is the API's, and each state links to its filtered list.
    const overview = await api<AdminOverview>(adminToken, '/admin/overview');
    for (const state of OVERVIEW_MEMBER_STATES) {
      const card = figure(page, ADMIN_MEMBER_STATE_LABELS[state]);
      await expect(card).toContainText(String(overview.membersByState[state]));
      await expect(card.getByRole('link')).toHaveAttribute('href', `/admin/members?state=${state}`);
    }
    expect(overview.membersByState.active).toBeGreaterThan(0);
    await expect(figure(page, 'Registered, never paid')).toContainText(
      String(overview.registeredNeverPaid),
    );
    await expect(figure(page, `Revenue, ${overview.thisMonth.label}`)).toContainText(
      `${overview.thisMonth.total.toLocaleString('en-IN')}.00`,
    );
    // The newcomer just paid ₹ 59,000: this month's revenue holds it.
    expect(overview.thisMonth.total).toBeGreaterThanOrEqual(59_000);
    await screenshots(page, 'admin-overview');

    // Members: search the newcomer by e-mail and open its company.
    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Members' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Members' })).toBeVisible();
    await screenshots(page, 'admin-members');
    await page.getByRole('searchbox', { name: /Search/ }).fill(member.email);
    await page.getByRole('button', { name: 'Search' }).click();
    const rows = page.getByRole('table', { name: 'Members' }).getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(member.email);
    await expect(rows.nth(1)).toContainText('Active');
    await expect(rows.nth(1)).toContainText('₹ 59,000.00');
    await rows.nth(1).getByRole('link', { name: 'Periyar Spices Co' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Periyar Spices Co' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Invoices' })).toContainText('₹ 59,000.00');
    await screenshots(page, 'admin-company');

    // Resend the invoice: a message with it reaches the owner.
    await page.getByRole('button', { name: 'Resend last invoice' }).click();
    const sent = page.getByText(/^Invoice .+ sent again to /);
    await expect(sent).toBeVisible();
    const invoiceNumber = /^Invoice (\S+) sent again/.exec((await sent.textContent()) ?? '')?.[1];
    expect(
      await latestMail(member.email, `Your BizBridge Club tax invoice ${invoiceNumber ?? ''}`),
    ).toContain('is attached again');

    // Terminate the membership, with the policy's ground and details.
    await page.getByRole('button', { name: 'Terminate…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Terminate membership' });
    await dialog.getByLabel('Ground (Cancellation Policy)').selectOption(TERMINATION_GROUNDS[1]);
    await dialog.getByLabel('Details').fill('Two buyers reported undelivered orders');
    await dialog.getByRole('button', { name: 'Terminate membership' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('The membership was terminated.')).toBeVisible();
    const memberships = page.getByRole('region', { name: 'Memberships' });
    await expect(memberships).toContainText('Terminated');
    const reason = `${TERMINATION_GROUNDS[1]}: Two buyers reported undelivered orders`;
    await expect(memberships).toContainText(reason);

    // The audit trail lists the termination with its reason.
    const audit = await api<AuditListResponse>(adminToken, '/admin/audit?about=membership');
    expect(audit.items[0]).toMatchObject({
      action: 'membership.terminate',
      actorEmail: ADMIN_EMAIL,
      detail: reason,
    });

    // The member, signing in, has lost the member pages.
    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    await memberPage.goto('/signin');
    await signInByEmail(memberPage, member.email);
    await expectSignedInHeader(memberPage);
    await memberPage.goto('/my-leads');
    await expect(memberPage.getByRole('heading', { name: 'Membership required' })).toBeVisible();
    await memberContext.close();
  });

  test("the admin sends the owner a sign-in code; the owner signs in from the e-mail's link", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const { email, mobile } = newcomer('staff-code');
    await registerThroughApi(email, mobile);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/signin');
    await signInByEmail(page, ADMIN_EMAIL);
    await expectSignedInHeader(page);
    await page.goto('/admin/members');
    await page.getByRole('searchbox', { name: /Search/ }).fill(email);
    await page.getByRole('button', { name: 'Search' }).click();
    const rows = page.getByRole('table', { name: 'Members' }).getByRole('row');
    await expect(rows).toHaveCount(2);
    await rows.nth(1).getByRole('link', { name: 'Periyar Spices Co' }).click();
    await page.getByRole('button', { name: 'Send sign-in code to owner' }).click();
    await expect(page.getByText(`A sign-in code was sent to ${email}.`)).toBeVisible();

    // The e-mail: the code, who sent it, and the link to the sign-in page's code step.
    const mail = await latestMail(email, 'Your BizBridge Club sign-in code');
    expect(mail).toContain('staff sent you this sign-in code at your request');
    const code = /sign-in code is (\d{6})\b/.exec(mail)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const link = linkIn(mail, '/signin');
    expect(link).toContain('nonce=');

    // The owner opens it in a browser that never asked for a code.
    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    await owner.goto(link);
    await expect(owner.getByText(`We sent a 6-digit code to ${email}.`)).toBeVisible();
    // The address no longer holds the nonce (the history entry was replaced).
    await expect(owner).toHaveURL(/\/signin$/);
    for (const width of [390, 1280]) {
      await owner.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      if (SHOTS) await owner.screenshot({ path: `${SHOTS}/signin-link-${String(width)}.png` });
    }
    await owner.getByLabel('One-time code').fill(code);
    await owner.getByRole('button', { name: 'Verify & Sign In' }).click();
    await expectSignedInHeader(owner);
    await ownerContext.close();
  });

  test('a member is refused the back office, in the page and by the API', async ({ page }) => {
    await page.goto('/signin');
    await signInByEmail(page, MEMBER_EMAIL);
    await expectSignedInHeader(page);
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await menuToggle(nav, 'My Account').click();
    await expect(nav.getByRole('link', { name: 'My Leads' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Back Office' })).toHaveCount(0);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Overview' })).toHaveCount(0);
    // Every admin route of the route table refuses a member, before it reads any input.
    const token = await apiToken(MEMBER_EMAIL);
    const adminRoutes = Object.values(apiRoutes)
      .flatMap((group) => Object.values(group))
      .filter((endpoint) => endpoint.access === 'admin');
    expect(adminRoutes.length).toBeGreaterThan(15);
    for (const endpoint of adminRoutes) {
      const path = endpoint.path
        .replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000')
        .replace('*', 'x');
      const refused = await fetch(`${API_URL}${path}`, {
        method: endpoint.method,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(refused.status, `${endpoint.method} ${endpoint.path}`).toBe(403);
    }
  });
});
