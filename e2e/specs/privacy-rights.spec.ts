import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { endpointUrl } from '@club/contract/endpoint';
import { purchaseEndpoints } from '@club/contract/payment';
import { testCheckoutEndpoints } from '@club/contract/dev-tools';
import { expect, test } from '../support/test';
import { newcomer, registerThroughApi } from '../support/accounts';
import { drawnPng } from '../support/images';
import { latestMail } from '../support/mailbox';
import { expectSignedInHeader, signInByEmail } from '../support/sign-in';
import { API_URL } from '../support/site';

/** Where the screenshots of this journey go (outside the repository). */
const SHOTS = process.env.SCREENSHOT_DIR;

async function api<T>(
  method: string,
  path: string,
  token: string | null,
  body?: object,
): Promise<{ status: number; json: T }> {
  const response = await fetch(`${API_URL}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : null) as T };
}

async function post<T>(path: string, token: string, body: object): Promise<T> {
  const { status, json } = await api<T>('POST', path, token, body);
  expect(status, path).toBeLessThan(300);
  return json;
}

/** A fresh member of Producers (paid through the test provider) listed in Our Members; nobody else's spec uses it. */
async function paidMember() {
  const { email, mobile } = newcomer('privacy');
  const { accessToken } = await registerThroughApi(email, mobile);
  const { transactionId } = await post<{ transactionId: string }>(
    endpointUrl(purchaseEndpoints.choose),
    accessToken,
    { membershipTypeId: 2 },
  );
  const { orderId } = await post<{ orderId: string }>(
    endpointUrl(purchaseEndpoints.order),
    accessToken,
    { transactionId },
  );
  const { status: _status, ...fields } = await post<Record<string, string>>(
    endpointUrl(testCheckoutEndpoints.capture),
    accessToken,
    { orderId, outcome: 'pay' },
  );
  await post(endpointUrl(purchaseEndpoints.verify), accessToken, fields);
  // Listed in Our Members only with the owner's consent, which this member gives.
  const consented = await api('PUT', '/me/consents', accessToken, { directory: true });
  expect(consented.status).toBe(200);
  return { email, accessToken };
}

/** A lead of the member's company, with one image uploaded the way the browser does. */
async function postLead(page: Page, token: string, email: string): Promise<string> {
  const png = await drawnPng(page);
  const { urls } = await post<{
    urls: { uploadUrl: string; objectKey: string; headers: Record<string, string> }[];
  }>('/uploads/leads/presign', token, {
    count: 1,
    contentTypes: ['image/png'],
    sizes: [png.length],
  });
  const upload = urls[0];
  if (!upload) throw new Error('no upload link');
  const put = await fetch(upload.uploadUrl, {
    method: 'PUT',
    headers: upload.headers,
    body: new Uint8Array(png),
  });
  expect(put.status).toBeLessThan(300);
  const lead = await post<{ id: string }>('/leads', token, {
    title: 'Cardamom in bulk wanted',
    description: 'Two tonnes of green cardamom a month, graded.',
    location: 'Bengaluru',
    email,
    phone: '9876543210',
    images: [{ objectKey: upload.objectKey, sortOrder: 0 }],
  });
  return lead.id;
}

/** At `width`, no sideways scroll; the screenshot is taken when SCREENSHOT_DIR names a folder. */
async function atWidth(page: Page, name: string, width: number, fullPage = true) {
  const height = page.viewportSize()?.height ?? 900;
  await page.setViewportSize({ width, height });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(width);
  if (SHOTS) {
    // From the top, so the sticky header sits where a reader sees it.
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken') ?? '');

test.describe('privacy rights', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a member downloads their data, has a correction approved, then closes the account', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const member = await paidMember();
    await page.goto('/signin');
    await signInByEmail(page, member.email);
    await expectSignedInHeader(page);
    const leadId = await postLead(page, member.accessToken, member.email);
    const me = await api<{ companies: { id: string }[] }>('GET', '/me', member.accessToken);
    const companyId = me.json.companies[0]?.id ?? '';
    const invoices = await api<{ items: { id: string; number: string }[] }>(
      'GET',
      '/invoices',
      member.accessToken,
    );
    const invoiceNumber = invoices.json.items[0]?.number ?? '';
    expect(invoiceNumber).not.toBe('');

    // My Account → Privacy.
    await page.goto('/my-account');
    await expect(page.getByRole('navigation', { name: 'Account sections' })).toBeVisible();
    await atWidth(page, 'my-account-tiles', 1280, false);
    await page
      .getByRole('navigation', { name: 'Account sections' })
      .getByRole('link', { name: /Privacy/ })
      .click();
    await expect(page).toHaveURL(/\/my-account\/privacy$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Privacy and My Data' }),
    ).toBeVisible();
    await atWidth(page, 'privacy-page', 1280);
    await atWidth(page, 'privacy-page', 390);

    // Download my data: prepared in the background, e-mailed as a one-time link.
    await page.getByRole('button', { name: 'Download my data' }).click();
    // The panel says the request is under way; a fast worker may have sent it already.
    await expect(
      page.getByRole('region', { name: 'Download my data' }).getByRole('status'),
    ).toHaveText(/Preparing your data|Sent: check your e-mail/);
    const mail = await latestMail(member.email, 'Your BizBridge Club data is ready to download');
    const link = /https?:\/\/\S+\/privacy\/exports\/[A-Za-z0-9_-]+/.exec(mail)?.[0] ?? '';
    expect(link).not.toBe('');
    const download = await fetch(link);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await download.arrayBuffer()));
    const names = Object.keys(files);
    for (const name of [
      'account.json',
      'company.json',
      'memberships.json',
      'payments.json',
      'leads.json',
      'saved-leads.json',
      'alerts.json',
      'sign-in-history.json',
    ]) {
      expect(names).toContain(name);
    }
    expect(names).toContain(`invoices/${invoiceNumber.replaceAll('/', '-')}.pdf`);
    expect(names.some((name) => name.startsWith('lead-images/'))).toBe(true);
    const account = JSON.parse(strFromU8(files['account.json'] ?? new Uint8Array())) as {
      email: string;
    };
    expect(account.email).toBe(member.email);
    expect(strFromU8(files['leads.json'] ?? new Uint8Array())).toContain('Cardamom in bulk wanted');
    // The link works once.
    const again = await fetch(link);
    expect(again.status).toBe(410);
    await page.reload();
    await expect(page.getByText(/Downloaded\. The link has been used/)).toBeVisible();

    // A correction of the company name, approved by an admin.
    const newName = `Periyar Spices ${Date.now().toString().slice(-6)} LLP`;
    await page.getByRole('button', { name: 'Ask for a correction' }).click();
    // The form starts on the registered values.
    await expect(page.getByLabel('State')).toHaveValue(/\d+/);
    await page.getByLabel('Company name').fill(newName);
    await page.getByLabel(/Reason for the correction/).fill('We became an LLP this month.');
    await atWidth(page, 'privacy-correction-form', 1280);
    await page.getByRole('button', { name: 'Send correction request' }).click();
    await expect(page.getByText('Waiting for review')).toBeVisible();
    await atWidth(page, 'privacy-correction-waiting', 390);

    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await adminContext.newPage();
    await admin.goto('/signin');
    await signInByEmail(admin, 'admin@demo.club');
    await expectSignedInHeader(admin);
    await admin.goto('/admin/corrections');
    await expect(admin.getByRole('heading', { level: 1, name: 'Corrections' })).toBeVisible();
    const card = admin.getByRole('listitem').filter({ hasText: newName });
    await expect(card).toBeVisible();
    await atWidth(admin, 'admin-corrections', 1280);
    await atWidth(admin, 'admin-corrections', 390);
    await card.getByLabel(/Your reason/).fill('Checked against the LLP certificate.');
    await card.getByRole('button', { name: 'Approve and apply' }).click();
    await expect(card).toBeHidden();
    const adminToken = await tokenOf(admin);

    await page.reload();
    await expect(page.getByText('Approved')).toBeVisible();
    await expect(page.getByText('Checked against the LLP certificate.')).toBeVisible();
    const listed = await api<{ items: { id: string; name: string }[] }>(
      'GET',
      `/companies/public?q=${encodeURIComponent(newName)}`,
      null,
    );
    expect(listed.json.items.map((item) => item.name)).toEqual([newName]);
    const gstMonth = new Date().toISOString().slice(0, 7);
    const gstBefore = await api<{ totals: { invoices: { count: number } } }>(
      'GET',
      `/admin/gst-returns?month=${gstMonth}`,
      adminToken,
    );

    // Close my account: the confirmation says what happens, and wants the name or CLOSE.
    await page.getByRole('button', { name: 'Close my account…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close your account?' });
    await expect(dialog).toContainText('signed out on every device');
    await expect(dialog).toContainText('without a refund');
    await expect(dialog).toContainText('We keep your invoices');
    const confirm = dialog.getByRole('button', { name: 'Close my account' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Confirmation').fill('CLOSE');
    await expect(confirm).toBeEnabled();
    await atWidth(page, 'privacy-close-confirmation', 1280, false);
    await atWidth(page, 'privacy-close-confirmation', 390, false);
    // On a phone the close panel sits far down the page: the confirmation comes into view.
    await page.setViewportSize({ width: 390, height: 844 });
    await confirm.click();
    const closed = page.getByRole('status').filter({ hasText: 'Account closed' });
    await expect(closed).toBeInViewport();
    // The focus moves to it, so a screen reader reads it next.
    await expect(page.locator(':focus')).toContainText('Account closed');
    // It stays until the member leaves: nobody is sent away before reading it.
    await page.waitForTimeout(3_000);
    await expect(page).toHaveURL(/\/my-account\/privacy$/);
    await expect(closed).toBeInViewport();
    await atWidth(page, 'privacy-account-closed', 390, false);
    await atWidth(page, 'privacy-account-closed', 1280, false);
    await latestMail(member.email, 'Your BizBridge Club account is closed');

    // The session is over, and the address signs in to nothing.
    expect((await api('GET', '/me', member.accessToken)).status).toBe(401);
    await page.goto('/signin');
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('button', { name: 'Send OTP to Email' }).click();
    // As for any address nobody registered: the same answer, and no code signs in.
    await expect(page.getByText(/is the e-mail address of a member account/)).toBeVisible();
    await page.getByLabel('One-time code').fill('123456');
    await page.getByRole('button', { name: 'Verify & Sign In' }).click();
    await expect(page.getByRole('alert')).toContainText('Incorrect code.');

    // Gone from the directory and the leads; the invoice stays in the books.
    const gone = await api<{ items: unknown[] }>(
      'GET',
      `/companies/public?q=${encodeURIComponent(newName)}`,
      null,
    );
    expect(gone.json.items).toEqual([]);
    const company = await api<{
      company: { closedAt: string | null };
      leads: { items: { id: string }[] };
    }>('GET', `/admin/members/${companyId}`, adminToken);
    expect(company.json.company.closedAt).not.toBeNull();
    expect(company.json.leads.items.map((lead) => lead.id)).not.toContain(leadId);
    const payments = await api<{ items: { invoice: { number: string } | null }[] }>(
      'GET',
      '/admin/payments',
      adminToken,
    );
    expect(payments.json.items.map((payment) => payment.invoice?.number)).toContain(invoiceNumber);
    const gstAfter = await api<{ totals: { invoices: { count: number } } }>(
      'GET',
      `/admin/gst-returns?month=${gstMonth}`,
      adminToken,
    );
    expect(gstAfter.json.totals.invoices.count).toBe(gstBefore.json.totals.invoices.count);

    // The back office shows that (and when) the account was closed, not what was erased.
    await admin.goto(`/admin/members/${companyId}`);
    await expect(admin.getByText(/Account closed on/)).toBeVisible();
    await adminContext.close();
  });
});
