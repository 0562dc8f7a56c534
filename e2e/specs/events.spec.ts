import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { seriousViolations } from '../support/axe';
import { expectSignedInHeader, signInByEmail } from '../support/sign-in';
import { API_URL } from '../support/site';

const MEMBER = 'member@demo.club';
const MEMBER_NAME = 'Harshad Patel';

/** The "Meetings attended" figure of the member's scorecard on My Account. */
async function meetingsAttended(page: Page): Promise<number> {
  await page.goto('/my-account');
  const figure = page
    .getByRole('region', { name: 'Your scorecard' })
    .locator('dt:text-is("Meetings attended") + dd');
  await expect(figure).toHaveText(/^\d+/);
  return Number(/^\d+/.exec((await figure.textContent()) ?? '')?.[0]);
}

/** The ticket e-mail to the member for the meeting of `code`, from the development outbox. */
async function ticketMail(code: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const response = await fetch(`${API_URL}/dev/outbox?to=${encodeURIComponent(MEMBER)}`);
        const messages = (await response.json()) as { subject: string | null; text: string }[];
        text =
          messages.find(
            (message) => message.subject?.startsWith('Your ticket') && message.text.includes(code),
          )?.text ?? '';
        return text;
      },
      { message: `the ticket e-mail with ${code}`, timeout: 10_000 },
    )
    .not.toBe('');
  return text;
}

/**
 * Checks the current ticket in and waits for the outcome banner; the time it took is noted on
 * the test (the goal is under 3 s at the door; e2e asserts no elapsed time, see CHANGELOG).
 */
async function expectOutcome(checkIn: Page, text: string | RegExp, act: () => Promise<void>) {
  const started = Date.now();
  await act();
  await expect(checkIn.getByRole('status').filter({ hasText: text })).toBeVisible();
  test.info().annotations.push({
    type: 'check-in',
    description: `${String(text)} in ${String(Date.now() - started)} ms`,
  });
}

function meetingItems(page: Page): Locator {
  return page.getByRole('main').getByRole('listitem');
}

test.describe('chapter meetings: answer, ticket, check-in at the door, scorecard', () => {
  test('a member answers two meetings and gets QR tickets; staff check them in on a phone by code and by QR image', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);

    // A visitor finds the coming meetings by city, prerendered, and sees no list of who comes.
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Vadodara' })).toBeVisible();
    await page.getByRole('button', { name: 'Pune', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Vadodara' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Pune' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Pune Deccan' }).first().click();
    await expect(page.getByRole('heading', { level: 2, name: 'Agenda' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Open in Maps/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Deccan/,
    );
    await expect(
      page.getByText('Members with an active membership see who is coming.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();

    // The member, signed in, answers the next two meetings of their chapter.
    await page.goto('/signin');
    await signInByEmail(page, MEMBER);
    await expectSignedInHeader(page);
    const attendedBefore = await meetingsAttended(page);
    await page
      .getByRole('navigation', { name: 'Account sections' })
      .getByRole('link', { name: /My Meetings/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Meetings' })).toBeVisible();
    await expect(page.getByText('Vadodara Alkapuri', { exact: false }).first()).toBeVisible();
    const [first, second] = [meetingItems(page).nth(0), meetingItems(page).nth(1)];
    const ids: string[] = [];
    const codes: string[] = [];
    for (const item of [first, second]) {
      const href = (await item.getByRole('heading').getByRole('link').getAttribute('href')) ?? '';
      ids.push(href.split('/').pop() ?? '');
      await item.getByRole('button', { name: 'Yes' }).click();
      await expect(item.getByRole('button', { name: 'Yes' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const code = item.getByText(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
      await expect(code).toBeVisible();
      codes.push((await code.textContent()) ?? '');
      await expect(item.getByRole('img', { name: /QR code of ticket/ })).toBeVisible();
    }
    const [firstCode = '', secondCode = ''] = codes;

    // The ticket came by e-mail too, with its code; the .ics file goes to the phone's calendar.
    expect(await ticketMail(firstCode)).toContain(`Ticket code: ${firstCode}`);
    const download = page.waitForEvent('download');
    await first.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
    const ics = await readFile((await (await download).path()) ?? '', 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`UID:meeting-${ids[0] ?? ''}@bizbridge.club`);

    // A photo of the second ticket's QR code, as staff would get one from the member's phone.
    const qrImage = await second.getByRole('img', { name: /QR code of ticket/ }).screenshot();

    // Members see who is coming on the meeting's page.
    await first.getByRole('heading').getByRole('link').click();
    await expect(
      page.getByRole('region', { name: 'Who is coming' }).getByText(MEMBER_NAME),
    ).toBeVisible();
    // Having said Yes, the member turns reminders on; the choice is kept (the consent on My Data).
    const reminders = page.getByRole('checkbox', {
      name: 'E-mail me a reminder the day before and two hours before',
    });
    await reminders.check();
    await expect(reminders).toBeEnabled();
    await page.reload();
    await expect(reminders).toBeChecked();

    // Staff, on a phone, at the door.
    const staffContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const staff = await staffContext.newPage();
    await staff.goto('/signin');
    await signInByEmail(staff, 'admin@demo.club');
    await expect(staff).not.toHaveURL(/\/signin/);
    await expect(staff.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await staff.goto('/check-in');
    await expect(staff.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible();
    await staff.getByLabel('Meeting').selectOption(ids[0] ?? '');

    const codeField = staff.getByRole('textbox', { name: 'Ticket code' });
    await expectOutcome(staff, `${MEMBER_NAME} checked in`, async () => {
      await codeField.fill(firstCode.toLowerCase());
      await staff.getByRole('button', { name: 'Check in' }).click();
    });
    await expect(staff.getByText('1 member checked in so far.')).toBeVisible();
    await expectOutcome(staff, `${MEMBER_NAME} was already checked in`, async () => {
      await codeField.fill(firstCode);
      await staff.getByRole('button', { name: 'Check in' }).click();
    });
    await expect(
      staff.getByRole('status').filter({ hasText: 'Already checked in at' }),
    ).toBeVisible();

    // The second meeting: the QR image read on the page (jsQR where there is no BarcodeDetector).
    await staff.getByLabel('Meeting').selectOption(ids[1] ?? '');
    const imageInput = staff.getByLabel('Read a QR image');
    await expectOutcome(staff, `${MEMBER_NAME} checked in`, async () => {
      await imageInput.setInputFiles({
        name: 'ticket.png',
        mimeType: 'image/png',
        buffer: qrImage,
      });
    });
    await expectOutcome(staff, `${MEMBER_NAME} was already checked in`, async () => {
      await imageInput.setInputFiles({
        name: 'ticket.png',
        mimeType: 'image/png',
        buffer: qrImage,
      });
    });
    // A code of another meeting is refused, saying so.
    await expectOutcome(staff, 'This ticket is for another meeting.', async () => {
      await codeField.fill(firstCode);
      await staff.getByRole('button', { name: 'Check in' }).click();
    });
    expect(await seriousViolations(staff)).toEqual([]);

    // The back office's attendance shows both check-ins.
    await staff.goto('/chapters');
    const row = staff.getByRole('row', { name: new RegExp(MEMBER_NAME) });
    await expect(row).toContainText(/\d+ of \d+/);
    await staffContext.close();

    // The member's ticket shows the check-in, and their scorecard counts both meetings.
    await page.goto('/my-meetings');
    await expect(
      meetingItems(page)
        .nth(0)
        .getByText(/Checked in \d/),
    ).toBeVisible();
    expect(await meetingsAttended(page)).toBe(attendedBefore + 2);
    expect(secondCode).not.toBe(firstCode);
  });
});
