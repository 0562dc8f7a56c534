import type { Browser, Page } from '@playwright/test';
import { API_START_TIMEOUT_MS, startApi } from '../../scripts/api-process.mjs';
import { seriousViolations } from '../support/axe';
import { signInByEmail } from '../support/sign-in';
import { SITE_URL, SPEC_PORTS, workerDataDir } from '../support/site';
import { expect, test } from '../support/test';
import { fetchForRoute } from '../support/route-fetch';

const MEMBER = 'member@demo.club';
const MEMBER_NAME = 'Harshad Patel';
const STAFF = 'admin@demo.club';
const GUEST = {
  name: 'Meera Desai',
  email: 'meera.desai@guest.example',
  mobile: '9812345678',
  business: 'Desai Prints',
};

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const INDIA_OFFSET = 330 * MINUTE;

/** Where the journey's screenshots go, when a run asks for them (SCREENSHOT_DIR=…). */
const SHOTS = process.env.SCREENSHOT_DIR;

/** India's national holidays (month-day), which the reminder skips like a weekend. */
const NATIONAL_HOLIDAYS = ['01-26', '08-15', '10-02'];

/**
 * 09:00 India time two working days (Monday to Friday, not a national
 * holiday) before the meeting's day: when the visitor's reminder is due.
 */
function reminderDue(startsAt: string): Date {
  let day = new Date(new Date(startsAt).getTime() + INDIA_OFFSET);
  day = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
  for (let left = 2; left > 0;) {
    day = new Date(day.getTime() - DAY);
    const holiday = NATIONAL_HOLIDAYS.includes(day.toISOString().slice(5, 10));
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6 && !holiday) left -= 1;
  }
  return new Date(day.getTime() + 9 * 60 * MINUTE - INDIA_OFFSET);
}

test.describe('visitors: from invitation to the back office', () => {
  // An API of its own whose clock the journey moves to the reminder and past the meeting.
  let api: { url: string; close: () => Promise<void> };

  test.beforeAll(async () => {
    test.setTimeout(API_START_TIMEOUT_MS + 5_000);
    api = await startApi({
      port: SPEC_PORTS.visitorsApi,
      siteOrigins: [SITE_URL],
      dataDir: workerDataDir('api-visitors'),
      fresh: true,
      quiet: true,
      env: { DEV_CLOCK: '1', LOG_LEVEL: 'warn', OTP_REQUESTS_PER_IP: '1000' },
    });
  });

  test.afterAll(async () => {
    await api?.close();
  });

  /** A page of the site that talks to this spec's API. */
  async function sitePage(browser: Browser, width = 1280): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.route('**/config.json', async (route) => {
      const response = await fetchForRoute(route);
      const config = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...config, apiUrl: api.url } });
    });
    return page;
  }

  async function signedIn(browser: Browser, email: string, width?: number): Promise<Page> {
    const page = await sitePage(browser, width);
    await page.goto('/signin');
    await signInByEmail(page, email, api.url);
    await expect(page).not.toHaveURL(/\/signin/);
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    return page;
  }

  async function mailTo(email: string, subject: RegExp): Promise<string | undefined> {
    const response = await fetch(`${api.url}/dev/outbox?to=${encodeURIComponent(email)}`);
    const messages = (await response.json()) as { subject: string | null; text: string }[];
    return messages.find((message) => subject.test(message.subject ?? ''))?.text;
  }

  async function moveClockTo(at: Date): Promise<void> {
    const moved = await fetch(`${api.url}/dev/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: at.toISOString() }),
    });
    expect(moved.status).toBe(200);
  }

  async function screenshots(page: Page, name: string): Promise<void> {
    if (!SHOTS) return;
    const size = page.viewportSize() ?? { width: 1280, height: 900 };
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
    await page.setViewportSize(size);
  }

  test('a member invites a guest, who registers with consent, is reminded, checked in, thanked, and shown at each step in the back office', async ({
    browser,
  }) => {
    test.setTimeout(240_000);

    // The member invites a guest to their chapter's meeting after next, from My Meetings.
    const member = await signedIn(browser, MEMBER);
    await member.goto('/my-meetings');
    const meeting = member.getByRole('main').getByRole('listitem').nth(1);
    const meetingHref =
      (await meeting.getByRole('heading').getByRole('link').getAttribute('href')) ?? '';
    const meetingId = meetingHref.split('/').pop() ?? '';
    await meeting.getByRole('link', { name: 'Invite a visitor to this meeting' }).click();
    await expect(member.getByRole('heading', { level: 1, name: 'My Invitations' })).toBeVisible();
    const form = member.getByRole('form', { name: 'Invite a visitor' });
    await expect(form.getByLabel('Meeting')).toHaveValue(meetingId);

    // Nothing is sent with a field wrong; each mistake is named at its field.
    await form.getByLabel("Guest's name").fill(GUEST.name);
    await form.getByLabel('E-mail').fill('not an address');
    await form.getByLabel('Mobile (India)').fill('12345');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(form.getByText('Please enter a valid e-mail address')).toBeVisible();
    await expect(form.getByText('Please enter a 10-digit Indian mobile number')).toBeVisible();
    await expect(form.getByText('Please enter the business name')).toBeVisible();
    await form.getByLabel('E-mail').fill(GUEST.email);
    await form.getByLabel('Mobile (India)').fill(GUEST.mobile);
    await form.getByLabel('Business name').fill(GUEST.business);
    expect(await seriousViolations(member)).toEqual([]);
    await screenshots(member, 'visitors-invite');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(member.getByText(`Invitation sent to ${GUEST.email}`)).toBeVisible();
    const guests = member.getByRole('list', { name: 'Your invitations' });
    await expect(guests.getByRole('listitem').filter({ hasText: GUEST.name })).toContainText(
      'Invited',
    );

    // The guest opens the link from the e-mail: their details as the member typed them.
    let invitation = '';
    await expect
      .poll(async () => (invitation = (await mailTo(GUEST.email, /invites you/)) ?? ''))
      .toContain(`${MEMBER_NAME} invites you`);
    const link = /https?:\/\/\S+\/visit#invitation=[\w-]+/.exec(invitation)?.[0] ?? '';
    expect(link).not.toBe('');
    const guest = await sitePage(browser, 390);
    await guest.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await expect(
      guest.getByRole('heading', { level: 1, name: 'Visit a chapter meeting' }),
    ).toBeVisible();
    await expect(guest.getByText(`${MEMBER_NAME} invites you`)).toBeVisible();
    await expect(guest.getByLabel('Business name')).toHaveValue(GUEST.business);
    await expect(guest.getByRole('region', { name: 'Privacy notice' })).toContainText(
      'Grievance Officer',
    );

    // Registering needs the notice agreed to; the e-mails are the guest's choice.
    await guest.getByLabel('Business name').fill(`${GUEST.business} & Packaging`);
    await guest.getByRole('button', { name: 'Register for the meeting' }).click();
    await expect(
      guest.getByText('Please read the privacy notice and agree to it to register'),
    ).toBeVisible();
    await guest.getByLabel(/I have read the privacy notice/).check();
    await guest.getByLabel(/E-mail me a reminder/).check();
    expect(await seriousViolations(guest)).toEqual([]);
    await screenshots(guest, 'visitors-register');
    await guest.getByRole('button', { name: 'Register for the meeting' }).click();
    const code = (await guest.getByTestId('visitor-ticket-code').textContent()) ?? '';
    expect(code).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    await expect(guest.getByRole('img', { name: /QR code of ticket/ })).toBeVisible();
    await screenshots(guest, 'visitors-ticket');
    await expect.poll(() => mailTo(GUEST.email, /^Your visitor ticket/)).toContain(code);

    // The link works once.
    await guest.reload();
    await expect(guest.getByText(/already registered with this invitation/)).toBeVisible();

    // The member withdraws a second guest's invitation, after a confirmation; its link says so.
    const second = { name: 'Kiran Shah', email: 'kiran.shah@guest.example' };
    await form.getByLabel("Guest's name").fill(second.name);
    await form.getByLabel('E-mail').fill(second.email);
    await form.getByLabel('Mobile (India)').fill(GUEST.mobile);
    await form.getByLabel('Business name').fill('Shah Traders');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(member.getByText(`Invitation sent to ${second.email}`)).toBeVisible();
    const kiran = guests.getByRole('listitem').filter({ hasText: second.name });
    await kiran.getByRole('button', { name: `Withdraw the invitation to ${second.name}` }).click();
    await member.getByRole('dialog').getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(kiran).toContainText('Withdrawn');
    let secondInvitation = '';
    await expect
      .poll(async () => (secondInvitation = (await mailTo(second.email, /invites you/)) ?? ''))
      .toContain('/visit#invitation=');
    const withdrawnLink = /\/visit#invitation=[\w-]+/.exec(secondInvitation)?.[0] ?? '';
    const secondGuest = await sitePage(browser, 390);
    await secondGuest.goto(withdrawnLink);
    await expect(secondGuest.getByText('This invitation can no longer be used')).toBeVisible();
    await expect(secondGuest.getByText(/has withdrawn this invitation/)).toBeVisible();
    await expect(secondGuest.getByRole('button', { name: 'Register for the meeting' })).toHaveCount(
      0,
    );

    // The clock reaches 09:00 India time two working days before: the reminder arrives, once.
    const { startsAt, endsAt } = (await (
      await fetch(`${api.url}/meetings/${meetingId}`)
    ).json()) as {
      startsAt: string;
      endsAt: string;
    };
    const due = reminderDue(startsAt);
    await moveClockTo(new Date(due.getTime() - 10 * MINUTE));
    expect(await mailTo(GUEST.email, /^Reminder/)).toBeUndefined();
    await moveClockTo(new Date(due.getTime() + 5 * MINUTE));
    await expect.poll(() => mailTo(GUEST.email, /^Reminder/)).toContain(`Ticket code: ${code}`);

    // At the door, staff type the visitor's code on the check-in page.
    await moveClockTo(new Date(new Date(startsAt).getTime() - 15 * MINUTE));
    const staff = await signedIn(browser, STAFF, 390);
    await staff.goto('/check-in');
    await staff.getByLabel('Meeting').selectOption(meetingId);
    const codeField = staff.getByRole('textbox', { name: 'Ticket code' });
    await codeField.fill(code.toLowerCase());
    await staff.getByRole('button', { name: 'Check in' }).click();
    await expect(
      staff.getByRole('status').filter({ hasText: `${GUEST.name} (visitor) checked in` }),
    ).toBeVisible();
    await codeField.fill(code);
    await staff.getByRole('button', { name: 'Check in' }).click();
    await expect(
      staff
        .getByRole('status')
        .filter({ hasText: `${GUEST.name} (visitor) was already checked in` }),
    ).toBeVisible();

    // The back office shows the visitor attended.
    await staff.goto('/admin/visitors');
    const row = staff.getByRole('row').filter({ hasText: GUEST.name });
    await expect(row).toContainText('Attended');
    await expect(row).toContainText(MEMBER_NAME);

    // After the meeting: the thank-you, once; the pipeline says followed up.
    await moveClockTo(new Date(new Date(endsAt).getTime() + 30 * MINUTE));
    let thanks = '';
    await expect
      .poll(async () => (thanks = (await mailTo(GUEST.email, /^Thank you for visiting/)) ?? ''))
      .toContain(`${MEMBER_NAME}'s guest`);
    expect(await mailTo(GUEST.email, /^We missed you/)).toBeUndefined();

    // The e-mail's link stops further e-mails with one press (opening the page changes nothing).
    const stopLink = /\/visit\/stop-emails#token=[\w.-]+/.exec(thanks)?.[0] ?? '';
    expect(stopLink).not.toBe('');
    await guest.goto(stopLink);
    await guest.getByRole('button', { name: 'Stop these e-mails' }).click();
    await expect(
      guest.getByText(/you will get no more reminder or follow-up e-mails/),
    ).toBeVisible();
    await staff.reload();
    await expect(staff.getByRole('row').filter({ hasText: GUEST.name })).toContainText(
      'Followed up',
    );
    await expect(staff.getByRole('row').filter({ hasText: second.name })).toContainText(
      'Withdrawn',
    );
    const conversion = staff.getByRole('table', { name: /Conversion of visitors/ });
    await expect(conversion.getByRole('row').nth(1)).toContainText('0%');
    expect(await seriousViolations(staff)).toEqual([]);
    await screenshots(staff, 'visitors-back-office');

    // The member sees the same on My Invitations.
    await member.reload();
    await expect(
      member
        .getByRole('list', { name: 'Your invitations' })
        .getByRole('listitem')
        .filter({ hasText: GUEST.name }),
    ).toContainText('Followed up');
    await screenshots(member, 'visitors-my-invitations');
  });
});
