import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { menuToggle } from '../support/header';
import { latestMail } from '../support/mailbox';
import { memberCards } from '../support/members';
import { ADMIN_EMAIL, MEMBER_EMAIL } from '../support/routes';
import { expectSignedInHeader, signInByEmail } from '../support/sign-in';
import { API_URL } from '../support/site';

/** Where the journey's screenshots go, when a run asks for them (SCREENSHOT_DIR=…). */
const SHOTS = process.env.SCREENSHOT_DIR;

/** The page at 1280 and 390 px, into SCREENSHOT_DIR when it is set; back to 1280 px after. */
async function screenshots(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The demo member's company: listed in Our Members by the demo data's consent. */
const MEMBER_COMPANY = 'Vishwamitri Precision Castings Pvt Ltd';

/**
 * Our Members, searched for the demo member's company. Its answers may be kept
 * by a browser for a minute (`max-age=60`), so each look searches other words.
 */
async function searchOurMembers(page: Page, words: string) {
  await page.goto('/members');
  await page.getByRole('searchbox', { name: 'Search members' }).fill(words);
}

/** Whether the public directory lists the company, asked of the API (nothing cached). */
async function publiclyListed(): Promise<boolean> {
  const response = await fetch(`${API_URL}/companies/public?q=Vishwamitri`);
  const { items } = (await response.json()) as { items: { name: string }[] };
  return items.some((item) => item.name === MEMBER_COMPANY);
}

test.describe('privacy: notice, consents and grievances', () => {
  test('a visitor sees the privacy notice before registering', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/connect/membership');
    const form = page.getByRole('form', { name: 'Business Registration' });
    const notice = form.getByRole('region', { name: 'Privacy notice' });
    await expect(notice).toBeVisible();
    for (const item of ['What we collect', 'Why', 'How long', 'Your rights', 'Grievance Officer']) {
      await expect(notice.getByText(item, { exact: true })).toBeVisible();
    }
    // The officer comes from the API's configuration.
    await expect(notice).toContainText('grievance@bizbridge.club');
    await expect(notice.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(form).toContainText('the privacy notice above describes');
    await screenshots(page, 'registration-notice');
  });

  test('a member turns off the directory listing and the company leaves Our Members', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await publiclyListed()).toBe(true);

    await page.goto('/signin');
    await signInByEmail(page, MEMBER_EMAIL);
    await expectSignedInHeader(page);
    await page.goto('/my-account');
    await page
      .getByRole('navigation', { name: 'Account sections' })
      .getByRole('link', { name: /Privacy/ })
      .click();
    await expect(page).toHaveURL(/\/my-account\/privacy$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Privacy and My Data' }),
    ).toBeVisible();

    const directory = page.getByRole('switch', { name: 'List my company in Our Members' });
    await expect(directory).toBeChecked();
    await expect(page.getByRole('switch', { name: 'India Insights newsletter' })).not.toBeChecked();
    await directory.click();
    await expect(directory).not.toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: 'turned off' })).toHaveText(
      'List my company in Our Members: turned off.',
    );
    await screenshots(page, 'privacy-page');

    expect(await publiclyListed()).toBe(false);
    await searchOurMembers(page, 'Vishwamitri Precision');
    await expect(page.getByRole('heading', { name: 'No members found' })).toBeVisible();
    // Members still meet it in Meet the Members.
    await page.goto('/meet-members');
    await page.getByRole('searchbox', { name: 'Search members' }).fill('Vishwamitri');
    await expect(memberCards(page).filter({ hasText: MEMBER_COMPANY })).toHaveCount(1);

    // Turning it on again is as easy: the company is back.
    await page.goto('/my-account/privacy');
    await directory.click();
    await expect(directory).toBeChecked();
    expect(await publiclyListed()).toBe(true);
    await searchOurMembers(page, 'vishwamitri');
    await expect(memberCards(page).filter({ hasText: MEMBER_COMPANY })).toHaveCount(1);
  });

  test('a member turns lead alerts by e-mail off in the channels table, and it stays off', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/signin');
    await signInByEmail(page, MEMBER_EMAIL);
    await expectSignedInHeader(page);
    await page.goto('/my-account/privacy');
    const table = page.getByRole('table', { name: 'How each kind of message reaches you' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText(['E-mail', 'SMS', 'WhatsApp']);
    await expect(table.getByRole('rowheader', { name: 'Lead alerts' })).toBeVisible();

    // A sign-in code must always reach the member: its e-mail cell cannot be changed.
    const codes = table.getByRole('checkbox', { name: 'Sign-in codes by e-mail' });
    await expect(codes).toBeChecked();
    await expect(codes).toBeDisabled();

    const leadAlerts = table.getByRole('checkbox', { name: 'Lead alerts by e-mail' });
    await expect(leadAlerts).toBeChecked();
    await leadAlerts.click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveText(
      'Saved: Lead alerts by e-mail off.',
    );
    await page.reload();
    await expect(leadAlerts).not.toBeChecked();
    await expect(codes).toBeChecked();
    await screenshots(page, 'notification-channels');

    // Back as it was, for the journeys that follow.
    await leadAlerts.click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveText(
      'Saved: Lead alerts by e-mail on.',
    );
  });

  test('a visitor files a grievance that an admin answers by e-mail', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const email = `grievance.${Date.now()}@example.in`;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/privacy-policy');
    const policy = page.getByRole('article', { name: 'Privacy Policy' });
    await expect(policy).toContainText('Invoices and payment records: 72 months');
    // The officer's contact comes from the API: on a first visit, once the section is in view.
    await page.locator('#grievance-officer').scrollIntoViewIfNeeded();
    await expect(policy).toContainText('grievance@bizbridge.club');
    await policy.getByRole('link', { name: 'grievance form' }).click();
    await expect(page).toHaveURL(/\/privacy\/grievance$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Grievance Redressal' }),
    ).toBeVisible();

    const form = page.getByRole('form', { name: 'Grievance form' });
    await form.getByRole('button', { name: 'Send grievance' }).click();
    await expect(form.getByText('Please enter your name')).toBeVisible();
    await form.getByLabel('Name').fill('Meera Joshi');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Subject').fill('What do you keep about me?');
    await form.getByLabel('Your grievance').fill('Please tell me what data you keep about me.');
    await form.getByRole('button', { name: 'Send grievance' }).click();
    const receipt = page.getByRole('status').filter({ hasText: 'We have your grievance' });
    await expect(receipt).toContainText(/GR-\d{4}-\d{6}/);
    const reference = /GR-\d{4}-\d{6}/.exec((await receipt.textContent()) ?? '')?.[0] ?? '';
    expect(await latestMail(email, `We have your grievance ${reference}`)).toContain(reference);
    await screenshots(page, 'grievance-form');

    // The admin answers it in the back office.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await admin.setViewportSize({ width: 1280, height: 900 });
    await admin.goto('/signin');
    await signInByEmail(admin, ADMIN_EMAIL);
    await expectSignedInHeader(admin);
    const nav = admin.getByRole('navigation', { name: 'Main' }).first();
    await menuToggle(nav, 'My Account').click();
    await nav.getByRole('link', { name: 'Back Office' }).click();
    await admin
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Grievances' })
      .click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Grievances' })).toBeVisible();
    await admin.getByLabel('Status').selectOption('open');
    const row = admin.getByRole('row').filter({ hasText: reference });
    await expect(row).toContainText('Meera Joshi');
    await screenshots(admin, 'admin-grievances');
    await row.getByRole('button', { name: `Answer grievance ${reference}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Grievance ${reference} from Meera Joshi` });
    await dialog
      .getByLabel(/^Answer/)
      .fill('We keep your registration details while you have an account.');
    await dialog.getByRole('button', { name: 'Send answer' }).click();
    await expect(
      admin.getByText(`The answer to ${reference} was e-mailed to ${email}.`),
    ).toBeVisible();
    await expect(row).toHaveCount(0);

    const answer = await latestMail(email, `Answer to your grievance ${reference}`);
    expect(answer).toContain('We keep your registration details while you have an account.');
    await adminContext.close();
  });
});
