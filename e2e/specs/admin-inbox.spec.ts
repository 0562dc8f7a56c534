import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { seriousViolations } from '../support/axe';
import { latestMail, linkIn } from '../support/mailbox';
import { expectSignedInHeader, signInByEmail } from '../support/sign-in';
import { API_URL } from '../support/site';

/** Where the spec keeps its screenshots (outside the repository). */
const SHOTS = process.env.SCREENSHOT_DIR;

/** The page at a desktop and a phone width (a dialog as the viewport shows it, not full page). */
async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  if (!SHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A visitor's Contact Us message, sent as the form sends it. */
async function sendContactUs(subject: string, email: string): Promise<void> {
  const response = await fetch(`${API_URL}/inquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      kind: 'contact',
      name: 'Kavya Menon',
      email,
      subject,
      message: 'We export spices from Kochi and would like to know about membership.',
      page: '/contact-us',
    }),
  });
  expect(response.status).toBe(200);
}

/** A newsletter address that opened its confirmation link. */
async function confirmedSubscriber(email: string): Promise<void> {
  const signUp = await fetch(`${API_URL}/newsletter/subscriptions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(signUp.status).toBe(202);
  const mail = await latestMail(email, 'Confirm your India Insights subscription');
  const token = new URLSearchParams(linkIn(mail, '/newsletter/confirm').split('?')[1]).get('token');
  const confirm = await fetch(`${API_URL}/newsletter/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  expect(confirm.status).toBe(200);
}

test.describe('back office: inquiries, newsletter, audit trail', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the demo admin answers a Contact Us message, checks the newsletter and finds the change in the audit trail', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const subject = `Spice exporters joining ${stamp}`;
    const sender = `kavya.${stamp}@example.in`;
    await sendContactUs(subject, sender);
    await confirmedSubscriber(`reader.${stamp}@example.in`);

    await page.goto('/signin');
    await signInByEmail(page, 'admin@demo.club');
    await expectSignedInHeader(page);

    // Inquiries: the new message is listed, newest first.
    await page.goto('/admin/inquiries');
    await expect(page.getByRole('heading', { level: 1, name: 'Inquiries' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await expect(nav.getByRole('link', { name: 'Inquiries' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const table = page.getByRole('table', { name: 'Inquiries' });
    const row = table.getByRole('row').filter({ hasText: subject });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Kavya Menon');
    await expect(row).toContainText('New');
    await shoot(page, 'inquiries');
    expect(await seriousViolations(page)).toEqual([]);

    // Filter by form and status through the address-backed selects.
    await page.getByLabel('Form').selectOption('expert-help');
    await expect(page).toHaveURL(/kind=expert-help/);
    await expect(row).toHaveCount(0);
    await page.getByLabel('Form').selectOption('contact');
    await page.getByLabel('Status').selectOption('new');
    await expect(row).toHaveCount(1);

    // Mark it answered with a note.
    await row.getByRole('button', { name: 'Open the inquiry from Kavya Menon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Inquiry from Kavya Menon' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('We export spices from Kochi');
    // Reply from the back office: e-mailed from the club, kept on the inquiry with its author.
    const replyBox = dialog.getByLabel('Reply to Kavya Menon');
    await expect(replyBox).toHaveAccessibleDescription(/Their answer goes to .+@.+ \(the club/);
    await expect(dialog.getByText('No reply has been sent yet.')).toBeVisible();
    const replyText = `Welcome, Kavya! Our membership brochure is on its way (${stamp}).`;
    await replyBox.fill(replyText);
    await dialog.getByRole('button', { name: 'Send reply' }).click();
    await expect(dialog.getByText(`Your reply is on its way to ${sender}.`)).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: replyText })).toContainText(
      'Club Admin',
    );
    await expect(dialog.getByLabel('Status')).toHaveValue('answered');
    await shoot(page, 'inquiry-dialog', false);
    const replyMail = await latestMail(sender, `Re: ${subject}`);
    expect(replyMail).toContain(replyText);
    expect(replyMail).toContain('Club Admin, BizBridge Club');
    await dialog.getByLabel('Internal notes').fill('Sent the membership brochure.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('The inquiry from Kavya Menon is answered.')).toBeVisible();
    // Still filtered on new ones: it has left the list; among the answered ones it shows its note.
    await expect(row).toHaveCount(0);
    await page.getByLabel('Status').selectOption('answered');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Answered');
    await expect(row).toContainText('Note: Sent the membership brochure.');
    await expect(row).toContainText('1 reply, last by Club Admin');

    // Newsletter: the counts are the API's, and the export downloads a CSV.
    const summaryResponse = page.waitForResponse((response) =>
      response.url().endsWith('/admin/newsletter/summary'),
    );
    await nav.getByRole('link', { name: 'Newsletter' }).click();
    const summary = (await (await summaryResponse).json()) as Record<string, number>;
    expect(summary.confirmed).toBeGreaterThanOrEqual(1);
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
    for (const key of ['confirmed', 'pending', 'unsubscribed']) {
      await expect(page.getByTestId(`count-${key}`)).toContainText(
        new Intl.NumberFormat('en-IN').format(summary[key] ?? -1),
      );
    }
    await shoot(page, 'newsletter');
    expect(await seriousViolations(page)).toEqual([]);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export confirmed (CSV)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await file.path(), 'utf8');
    expect(csv.split('\r\n')[0]).toBe('email,confirmed_at');
    expect(csv).toContain(`reader.${stamp}@example.in,`);

    // Audit trail: the inquiry's update, found by kind; the export under exports.
    await nav.getByRole('link', { name: 'Audit trail' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
    await page.getByLabel('Kind of action').selectOption('inquiry');
    await expect(page).toHaveURL(/about=inquiry/);
    const trail = page.getByRole('table', { name: 'Audit trail' });
    const entry = trail.getByRole('row').filter({ hasText: 'Contact Us from Kavya Menon' }).first();
    await expect(entry).toContainText('Inquiry updated');
    await expect(entry).toContainText('admin@demo.club');
    await expect(entry).toContainText('Notes edited');
    // The reply came first, and answered the inquiry.
    const replyEntry = trail
      .getByRole('row')
      .filter({ hasText: 'Contact Us from Kavya Menon' })
      .filter({ hasText: 'Inquiry replied to' });
    await expect(replyEntry).toContainText('Reply e-mailed; Status: New → Answered');
    await expect(trail).not.toContainText('Newsletter subscribers exported');
    await page.getByLabel('Kind of action').selectOption('export');
    await expect(
      trail.getByRole('row').filter({ hasText: 'Newsletter subscribers exported' }).first(),
    ).toBeVisible();
    await page.getByLabel("Admin's e-mail").fill('nobody@example.in');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('No actions match these filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(
      trail.getByRole('row').filter({ hasText: 'Inquiry updated' }).first(),
    ).toBeVisible();
    await shoot(page, 'audit');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
