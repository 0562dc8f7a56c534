import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { endpointUrl } from '@club/contract/endpoint';
import { formatRupeesWithPaise } from '@club/contract/format/currency';
import { purchaseEndpoints } from '@club/contract/payment';
import { testCheckoutEndpoints } from '@club/contract/dev-tools';
import { expect, test } from '../support/test';
import { newcomer, registerThroughApi } from '../support/accounts';
import { expectSignedInHeader, signInByEmail } from '../support/sign-in';
import { API_URL } from '../support/site';

/** Where the screenshots of this journey go (outside the repository). */
const SHOTS = process.env.SCREENSHOT_DIR;

async function call<T>(path: string, token: string, body: object): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/**
 * A new member who bought Producers (₹ 50,000 + GST) through the test provider and paid it
 * twice, in two checkouts of the one purchase (two tabs): the ids of both payments. The API
 * keeps the first and refunds the second automatically.
 */
async function purchasePaidTwice(): Promise<{ kept: string; duplicate: string }> {
  const { email, mobile } = newcomer('refund');
  const { accessToken } = await registerThroughApi(email, mobile);
  const { transactionId } = await call<{ transactionId: string }>(
    endpointUrl(purchaseEndpoints.choose),
    accessToken,
    { membershipTypeId: 2 },
  );
  const checkouts: Record<string, string>[] = [];
  for (const _tab of [1, 2]) {
    const { orderId } = await call<{ orderId: string }>(
      endpointUrl(purchaseEndpoints.order),
      accessToken,
      { transactionId },
    );
    const { status: _status, ...fields } = await call<Record<string, string>>(
      endpointUrl(testCheckoutEndpoints.capture),
      accessToken,
      { orderId, outcome: 'pay' },
    );
    checkouts.push(fields);
  }
  for (const fields of checkouts) {
    await call(endpointUrl(purchaseEndpoints.verify), accessToken, fields);
  }
  const [kept, duplicate] = checkouts.map((fields) => fields.razorpay_payment_id ?? '');
  return { kept: kept ?? '', duplicate: duplicate ?? '' };
}

/**
 * At `width`, the page has no sideways scroll (on a phone the tables are cards), and its
 * screenshot is taken when SCREENSHOT_DIR names a folder.
 */
async function atWidth(page: Page, name: string, width: number, fullPage = true) {
  const height = page.viewportSize()?.height ?? 900;
  await page.setViewportSize({ width, height });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(width);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('back office money', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the demo admin sees a purchase paid twice, refunds it, downloads its credit note, and files the month from /admin/gst', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { kept, duplicate } = await purchasePaidTwice();

    await page.goto('/signin');
    await signInByEmail(page, 'admin@demo.club');
    await expectSignedInHeader(page);
    await page.goto('/admin/payments');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Payments and invoices' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Payments' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // One purchase, both its payments: the first kept, the second refunded automatically.
    const row = page.getByRole('row').filter({ hasText: kept });
    await expect(row).toContainText('Paid 2 times');
    await expect(row).toContainText(formatRupeesWithPaise(59_000));
    const payments = row.getByRole('listitem');
    await expect(payments).toHaveCount(2);
    await expect(payments.nth(0)).toContainText(`Captured${formatRupeesWithPaise(59_000)}`);
    await expect(payments.nth(0)).toContainText(kept);
    await expect(payments.nth(1)).toContainText('Refunded automatically');
    await expect(payments.nth(1)).toContainText('Duplicate: the purchase was already paid');
    await expect(payments.nth(1)).toContainText(duplicate);
    await expect(payments.nth(1)).toContainText(/Refundrfnd_/);
    await atWidth(page, 'admin-payments-paid-twice', 1280);
    await atWidth(page, 'admin-payments-paid-twice', 390);
    await row.getByRole('button', { name: /^Refund / }).click();

    const dialog = page.getByRole('dialog', { name: 'Refund payment' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Reason')).toBeFocused();
    await dialog.getByRole('button', { name: `Refund ${formatRupeesWithPaise(59_000)}` }).click();
    await expect(dialog.getByText('Please give the reason for the refund')).toBeVisible();
    await dialog.getByLabel('Reason').fill('The member joined by mistake and asked to cancel');
    await dialog.getByLabel('Keep it until a chosen day').check();
    await expect(dialog.getByLabel('Last day of membership')).toBeVisible();
    await dialog.getByLabel('End the membership now').check();
    // The dialog is fixed to the screen (a sheet on phones): shot as the screen shows it.
    await atWidth(page, 'admin-payments-refund-dialog', 1280, false);
    await atWidth(page, 'admin-payments-refund-dialog', 390, false);
    await dialog.getByRole('button', { name: `Refund ${formatRupeesWithPaise(59_000)}` }).click();
    await expect(dialog).toBeHidden();

    const done = page.getByRole('status').filter({ hasText: 'Payment refunded' });
    await expect(done).toBeVisible();
    const number = (await done.textContent())?.match(/CN\/\d{2}-\d{2}\/\d{6}/)?.[0] ?? '';
    expect(number).not.toBe('');
    await expect(row).toContainText('Refunded');
    await expect(row).toContainText(number);
    await expect(row.getByRole('button', { name: /^Refund / })).toHaveCount(0);
    // Now both payments are given back: the kept one by staff, with the credit note.
    await expect(payments.nth(0)).toContainText('Refunded by staff');
    await expect(payments.nth(0)).toContainText(`Credit note ${number}`);
    await expect(payments.nth(1)).toContainText('Refunded automatically');

    const downloading = page.waitForEvent('download');
    await done.getByRole('button', { name: `Download credit note ${number}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${number.replaceAll('/', '-')}.pdf`);
    const pdf = await readFile((await download.path()) ?? '');
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    await atWidth(page, 'admin-payments', 1280);
    await atWidth(page, 'admin-payments', 390);

    await page.getByRole('link', { name: 'GST returns' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'GST returns' })).toBeVisible();
    const net = page.getByTestId('gst-totals-net');
    await expect(net).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Credit notes to registered recipients (CDNR)' })
        .or(page.getByRole('region', { name: 'B2C small (B2CS)' }))
        .first(),
    ).toBeVisible();
    await expect(
      page.getByTestId('gst-totals-credit-notes').locator('[data-field="count"]'),
    ).not.toHaveText('0');

    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const csvFile = await csvDownload;
    expect(csvFile.suggestedFilename()).toMatch(/^GSTR1-\w{15}-\d{6}\.csv$/);
    const csv = await readFile((await csvFile.path()) ?? '', 'utf8');
    const lines = csv.trim().split('\r\n');
    const header = lines[0]?.split(',') ?? [];
    const totals = (label: string) => {
      const cells = lines.find((line) => line.startsWith(`${label},`))?.split(',') ?? [];
      return (column: string) => Number(cells[header.indexOf(column)]);
    };
    for (const [label, testId] of [
      ['total-invoices', 'gst-totals-invoices'],
      ['total-credit-notes', 'gst-totals-credit-notes'],
      ['total-net', 'gst-totals-net'],
    ] as const) {
      const value = totals(label);
      const card = page.getByTestId(testId);
      await expect(card.locator('[data-field="count"]')).toHaveText(String(value('quantity')));
      await expect(card.locator('[data-field="value"]')).toHaveText(
        formatRupeesWithPaise(value('value')),
      );
      await expect(card.locator('[data-field="taxableValue"]')).toHaveText(
        formatRupeesWithPaise(value('taxable_value')),
      );
      for (const tax of ['igst', 'cgst', 'sgst'] as const) {
        await expect(card.locator(`[data-field="${tax}"]`)).toHaveText(
          formatRupeesWithPaise(value(tax)),
        );
      }
    }
    await atWidth(page, 'admin-gst', 1280);
    await atWidth(page, 'admin-gst', 390);
  });
});
