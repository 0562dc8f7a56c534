import { expect, type Page } from '@playwright/test';
import { menuToggle } from './header';
import { latestCode, outboxMark } from './mailbox';
import { API_URL } from './site';

/** Signs in on the page's open sign-in form (the /signin page or the dialog) by e-mail. */
export async function signInByEmail(page: Page, email: string, apiUrl = API_URL): Promise<void> {
  const since = new Date(Date.now() - 1000);
  const seen = await outboxMark(email, apiUrl);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send OTP to Email' }).click();
  const codeInput = page.getByLabel('One-time code');
  await expect(codeInput).toBeVisible();
  await codeInput.fill(await latestCode(email, since, apiUrl, seen));
  await page.getByRole('button', { name: 'Verify & Sign In' }).click();
}

/** The header's signed-in variant is showing. */
export async function expectSignedInHeader(page: Page): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' }).first();
  await expect(menuToggle(nav, 'My Account')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Our Members' })).toHaveAttribute(
    'href',
    '/meet-members',
  );
}

/** Signs in on the open sign-in form by mobile number (+91). */
export async function signInByMobile(page: Page, mobile: string, apiUrl = API_URL): Promise<void> {
  const since = new Date(Date.now() - 1000);
  const seen = await outboxMark(`+91${mobile}`, apiUrl);
  await page.getByRole('radio', { name: 'Mobile' }).click();
  await page.getByLabel('Country code').selectOption('+91');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP to Mobile' }).click();
  const codeInput = page.getByLabel('One-time code');
  await expect(codeInput).toBeVisible();
  await codeInput.fill(await latestCode(`+91${mobile}`, since, apiUrl, seen));
  await page.getByRole('button', { name: 'Verify & Sign In' }).click();
}
