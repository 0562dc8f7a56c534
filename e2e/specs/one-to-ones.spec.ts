import type { Browser, Page } from '@playwright/test';
import { API_START_TIMEOUT_MS, startApi } from '../../scripts/api-process.mjs';
import { seriousViolations } from '../support/axe';
import { signInByEmail } from '../support/sign-in';
import { SITE_URL, SPEC_PORTS, workerDataDir } from '../support/site';
import { expect, test } from '../support/test';
import { fetchForRoute } from '../support/route-fetch';

const PROPOSER = 'mehul.soni@demo.club';
const PROPOSER_COMPANY = 'Manek Brass Fittings';
const INVITEE = 'dharmesh.gajera@demo.club';
const INVITEE_COMPANY = 'Tapi Silk Weavers Pvt Ltd';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const INDIA_OFFSET = 330 * 60 * 1000;

/** Where the journey's screenshots go, when a run asks for them (SCREENSHOT_DIR=…). */
const SHOTS = process.env.SCREENSHOT_DIR;

/** A `datetime-local` value in India's time, `days` from today at `hhmm`. */
function indiaInput(days: number, hhmm: string): string {
  const day = new Date(Date.now() + days * DAY + INDIA_OFFSET).toISOString().slice(0, 10);
  return `${day}T${hhmm}`;
}

test.describe('1-to-1s between members', () => {
  // An API of its own whose clock the journey moves past the meeting (DEV_CLOCK=1).
  let api: { url: string; close: () => Promise<void> };

  test.beforeAll(async () => {
    test.setTimeout(API_START_TIMEOUT_MS + 5_000);
    api = await startApi({
      port: SPEC_PORTS.oneToOneApi,
      siteOrigins: [SITE_URL],
      dataDir: workerDataDir('api-one-to-ones'),
      fresh: true,
      quiet: true,
      env: { DEV_CLOCK: '1', LOG_LEVEL: 'warn', OTP_REQUESTS_PER_IP: '1000' },
    });
  });

  test.afterAll(async () => {
    await api?.close();
  });

  async function memberPage(browser: Browser, email: string): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.route('**/config.json', async (route) => {
      const response = await fetchForRoute(route);
      const config = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...config, apiUrl: api.url } });
    });
    await page.goto('/signin');
    await signInByEmail(page, email, api.url);
    await expect(page.getByRole('navigation', { name: 'Main' }).first()).toContainText(
      'My Account',
    );
    return page;
  }

  async function mailTo(email: string, subject: RegExp): Promise<string | undefined> {
    const response = await fetch(`${api.url}/dev/outbox?to=${encodeURIComponent(email)}`);
    const messages = (await response.json()) as { subject: string | null; text: string }[];
    return messages.find((message) => subject.test(message.subject ?? ''))?.text;
  }

  async function screenshots(page: Page, name: string): Promise<void> {
    if (!SHOTS) return;
    await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  function section(page: Page, name: RegExp) {
    return page.getByRole('region', { name });
  }

  test('two members agree a time, get it in their calendars, and each logs it afterwards', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const proposer = await memberPage(browser, PROPOSER);

    // From Meet the Members to the propose page for that company.
    await proposer.goto('/meet-members');
    await proposer.getByRole('searchbox', { name: 'Search members' }).fill('Tapi Silk');
    await proposer.getByRole('link', { name: `Propose a 1-to-1 to ${INVITEE_COMPANY}` }).click();
    await expect(proposer.getByRole('heading', { level: 1 })).toContainText(
      `Propose a 1-to-1 with ${INVITEE_COMPANY}`,
    );

    // Nothing is sent without a time and a place; each mistake is named at its field.
    await proposer.getByRole('button', { name: 'Send proposal' }).click();
    await expect(proposer.getByText('Propose at least one time')).toBeVisible();
    await expect(proposer.getByText('Say where you will meet')).toBeVisible();

    const first = indiaInput(1, '10:30');
    const second = indiaInput(2, '16:00');
    await proposer.getByLabel('First time').fill(first);
    await proposer.getByLabel('Second time (optional)').fill(second);
    await proposer.getByLabel('Where').fill('Tapi Silk office, Ring Road, Surat');
    await proposer.getByLabel('Message (optional)').fill('Brass zari fittings for your looms?');
    await expect(await seriousViolations(proposer)).toEqual([]);
    await screenshots(proposer, 'one-to-one-propose');
    await proposer.getByRole('button', { name: 'Send proposal' }).click();

    await expect(proposer).toHaveURL(/\/one-to-ones$/);
    const waiting = section(proposer, /^Waiting for an answer/);
    await expect(waiting.getByRole('article', { name: INVITEE_COMPANY })).toContainText(
      'Tapi Silk office',
    );
    await expect
      .poll(() => mailTo(INVITEE, /proposes a 1-to-1/))
      .toContain('Brass zari fittings for your looms?');

    // The member asked picks the second time.
    const invitee = await memberPage(browser, INVITEE);
    await invitee.goto('/one-to-ones');
    const toAnswer = section(invitee, /^To answer/);
    const card = toAnswer.getByRole('article', { name: PROPOSER_COMPANY });
    await expect(card.getByRole('radio')).toHaveCount(2);
    await card.getByRole('button', { name: 'Accept' }).click();
    await expect(card.getByText('Choose one of the times')).toBeVisible();
    await card.getByRole('radio').nth(1).check();
    await expect(await seriousViolations(invitee)).toEqual([]);
    await screenshots(invitee, 'one-to-one-answer');
    await card.getByRole('button', { name: 'Accept' }).click();
    const done = invitee.getByRole('dialog');
    await expect(done).toContainText('Accepted.');
    await done.getByRole('button').first().click();

    const upcoming = section(invitee, /^Upcoming/);
    await expect(upcoming.getByRole('article', { name: PROPOSER_COMPANY })).toContainText(
      '4:00 pm',
    );
    const [download] = await Promise.all([
      invitee.waitForEvent('download'),
      upcoming.getByRole('button', { name: 'Add to calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = await download.createReadStream().then(async (stream) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    });
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('Tapi Silk office');
    for (const email of [PROPOSER, INVITEE]) {
      await expect.poll(() => mailTo(email, /^1-to-1 with /)).toContain('calendar');
    }

    // Two days later the meeting is past: each side logs it, with a note only they see.
    const moved = await fetch(`${api.url}/dev/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ days: 3 }),
    });
    expect(moved.status).toBe(200);
    await proposer.reload();
    const toLog = section(proposer, /^To log/);
    await toLog.getByLabel('How did it go?').fill('Sample order of 500 fittings agreed.');
    await toLog.getByRole('button', { name: 'Log 1-to-1' }).click();
    await expect(proposer.getByRole('dialog')).toContainText('Logged.');
    await proposer.getByRole('dialog').getByRole('button').first().click();
    await expect(section(proposer, /^Past/)).toContainText('Sample order of 500 fittings agreed.');
    await screenshots(proposer, 'one-to-one-logged');

    await invitee.reload();
    const theirs = section(invitee, /^To log/).getByRole('article', { name: PROPOSER_COMPANY });
    await expect(theirs).toContainText(`${PROPOSER_COMPANY} logged it too.`);
    await expect(theirs).not.toContainText('Sample order');
  });
});
