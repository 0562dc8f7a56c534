import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { endpointUrl } from '@club/contract/endpoint';
import {
  adminEventTicketEndpoints,
  type PaidEventView,
  type TicketSale,
} from '@club/contract/event-tickets';
import type { GstReturn } from '@club/contract/gst-returns';
import { indianDay } from '@club/contract/india-time/format';
import { expect, test } from '../support/test';
import { newcomer, registerThroughApi } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { latestCode, latestMail, outboxMark } from '../support/mailbox';
import { ADMIN_EMAIL, MEMBER_EMAIL } from '../support/routes';
import { expectSignedInHeader, signInByEmail } from '../support/sign-in';
import { API_URL } from '../support/site';

const DAY = 24 * 60 * 60 * 1000;

/** An instant as India's wall clock, the value of a `datetime-local` field (India is UTC+5:30). */
const indiaWall = (at: number) => new Date(at + 330 * 60_000).toISOString().slice(0, 16);

/** An access token for `email`, signed in through the API (the code read from the outbox). */
async function apiToken(email: string): Promise<string> {
  const since = new Date(Date.now() - 1000);
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

async function adminCall<T>(token: string, path: string, body?: object): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(response.ok, `${path}: ${String(response.status)}`).toBe(true);
  return (await response.json()) as T;
}

/** Screenshots at a phone's and a desktop's width, when SCREENSHOT_DIR is set (never committed). */
async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  const original = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${dir}/${name}-${String(width)}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

async function payInTestCheckout(page: Page, amount: string) {
  const checkout = page.getByRole('dialog', { name: 'Test checkout' });
  await expect(checkout).toBeVisible();
  await expect(checkout.getByTestId('checkout-amount')).toHaveText(`${amount} INR`);
  await expect(checkout).toContainText('Ticket: ');
  await checkout.getByRole('button', { name: /^Pay / }).click();
  await expect(checkout).toBeHidden();
}

test.describe('paid events: a seat sold, waited for, freed and sold again', () => {
  test('a visitor buys the last ticket, a member waits, the visitor cancels (refund, credit note), the member pays for the offered seat, and both invoices reach GSTR-1', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const stamp = `${Date.now()}`.slice(-6);
    const title = `Export Finance Summit ${stamp}`;
    const admin = await apiToken(ADMIN_EMAIL);
    const gstBefore = await adminCall<GstReturn>(
      admin,
      `/admin/gst-returns?month=${indianDay(new Date()).slice(0, 7)}`,
    );

    // Staff put an event on sale with one seat from the back office; the form says what is missing.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await staff.goto('/signin');
    await signInByEmail(staff, ADMIN_EMAIL);
    await expectSignedInHeader(staff);
    await staff.goto('/admin/paid-events');
    await expect(staff.getByRole('heading', { level: 1, name: 'Paid events' })).toBeVisible();
    await staff.getByRole('button', { name: 'New event' }).click();
    const form = staff.getByRole('form', { name: 'New paid event' });
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form.getByRole('button', { name: 'Create event' }).click();
    await expect(form.getByRole('textbox', { name: 'Venue' })).toHaveAccessibleDescription(
      /Give a place or an online link/,
    );
    await form
      .getByRole('textbox', { name: 'Description' })
      .fill('Letters of credit, GST refunds on exports and a buyers’ meet.');
    await form.getByRole('textbox', { name: 'Venue' }).fill('Hotel Express, Alkapuri, Vadodara');
    await form.getByRole('textbox', { name: 'City', exact: true }).fill('Vadodara');
    await form.getByLabel('Starts at (India time)').fill(indiaWall(Date.now() + 10 * DAY));
    await form
      .getByLabel('Cancellation cut-off (India time)')
      .fill(indiaWall(Date.now() + 7 * DAY));
    await form.getByRole('textbox', { name: 'Ticket name' }).fill('Delegate');
    await form.getByRole('textbox', { name: 'Capacity' }).fill('1');
    await form.getByRole('textbox', { name: /^Member price/ }).fill('1000');
    await form.getByRole('textbox', { name: /^Visitor price/ }).fill('1500');
    await form.getByRole('button', { name: 'Create event' }).click();
    await expect(staff.getByText(`${title} is on sale.`)).toBeVisible();
    await expect(staff.getByRole('row').filter({ hasText: title })).toContainText('1 of 1');
    await shoot(staff, 'admin-paid-events');
    const listed = await adminCall<{ items: PaidEventView[] }>(
      admin,
      endpointUrl(adminEventTicketEndpoints.list),
    );
    const event = listed.items.find((item) => item.title === title) as PaidEventView;
    expect(event.ticketTypes).toMatchObject([
      { capacity: 1, memberPrice: 1000, visitorPrice: 1500 },
    ]);

    // A stranger finds it on Events in its city, before the city's meetings, and with the
    // city filter: its price from (with GST) and the seat left.
    // A visitor: registered (a company in Karnataka, no GSTIN), no membership.
    const visitor = newcomer('nisha');
    await registerThroughApi(visitor.email, visitor.mobile);
    await page.goto('/events');
    await page
      .getByRole('group', { name: 'Show events in' })
      .getByRole('button', { name: 'Vadodara', exact: true })
      .click();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Vadodara',
    ]);
    const vadodara = page.getByRole('region', { name: 'Vadodara' });
    const card = vadodara.getByRole('listitem').filter({ hasText: title });
    await expect(card).toContainText('Tickets on sale');
    await expect(card).toContainText('From ₹ 1,180 incl. GST');
    await expect(card).toContainText('1 seat left');
    await expect(vadodara.getByRole('listitem').last()).not.toContainText('Tickets on sale');
    await shoot(page, 'events-on-sale');
    await card.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/events/e/${event.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const where = page.getByRole('region', { name: 'Where and when' });
    await expect(where.getByText('Vadodara', { exact: true })).toBeVisible();
    await expect(where.getByText('Hotel Express, Alkapuri, Vadodara')).toBeVisible();
    const delegate = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: 'Delegate' }),
    });
    await expect(delegate).toContainText('1 of 1 seats left');
    await expect(delegate).toContainText('₹ 1,180');
    await expect(delegate).toContainText('₹ 1,770');
    expect(await seriousViolations(page)).toEqual([]);

    // Buying needs a signed-in user: sign in, and come back to the event.
    await delegate.getByRole('link', { name: 'Sign in to buy' }).click();
    await expect(page).toHaveURL(/\/signin\?next=/);
    await signInByEmail(page, visitor.email);
    await expect(page).toHaveURL(new RegExp(`/events/e/${event.id}$`));

    // Closing the payment window loses nothing: the seat is still there to pay for.
    const buy = delegate.getByRole('button', { name: 'Buy a Delegate ticket' });
    await expect(delegate).toContainText('Visitors (your price)');
    await buy.click();
    const checkout = page.getByRole('dialog', { name: 'Test checkout' });
    await expect(checkout).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(checkout).toBeHidden();
    await expect(page.getByText('The payment window was closed')).toBeVisible();
    await expect(delegate).toContainText('A seat is held for you until');
    await shoot(page, 'paid-event');
    await buy.click();
    await payInTestCheckout(page, '₹ 1,770');
    await expect(page.getByText('Your ticket is booked')).toBeVisible();
    const mine = page.getByRole('region', { name: 'Your tickets for this event' });
    await expect(mine).toContainText(/EV-[0-9A-F]{8}/);
    await expect(delegate).toContainText('Sold out');
    const ticketCode = /EV-[0-9A-F]{8}/.exec((await mine.textContent()) ?? '')?.[0] ?? '';

    // The invoice downloads from the ticket.
    const invoiceDownload = page.waitForEvent('download');
    await mine.getByRole('button', { name: /^Download invoice BBE\// }).click();
    const invoice = await invoiceDownload;
    expect(invoice.suggestedFilename()).toMatch(/^BBE-\d{2}-\d{2}-\d{6}\.pdf$/);
    expect((await readFile((await invoice.path()) ?? '')).subarray(0, 4).toString()).toBe('%PDF');
    const invoiceButton = mine.getByRole('button', { name: /^Download invoice BBE\// });
    const visitorInvoice = ((await invoiceButton.getAttribute('aria-label')) ?? '').replace(
      'Download invoice ',
      '',
    );
    expect(invoice.suggestedFilename()).toBe(`${visitorInvoice.replaceAll('/', '-')}.pdf`);

    // The next buyer, a member, finds it sold out and joins the waitlist.
    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    await memberPage.goto(`/events/e/${event.id}`);
    await memberPage.getByRole('link', { name: 'Sign in to buy' }).click();
    await signInByEmail(memberPage, MEMBER_EMAIL);
    await expect(memberPage).toHaveURL(new RegExp(`/events/e/${event.id}$`));
    const memberDelegate = memberPage.getByRole('listitem').filter({
      has: memberPage.getByRole('heading', { name: 'Delegate' }),
    });
    await expect(memberDelegate).toContainText('Sold out');
    await expect(memberDelegate).toContainText('Members (your price)');
    await memberDelegate.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(memberPage.getByText('You are on the waitlist', { exact: true })).toBeVisible();
    await expect(memberDelegate.getByRole('button', { name: 'Leave the waitlist' })).toBeVisible();

    // The visitor cancels from My Tickets, confirms, and sees the refund and the credit note.
    await page.goto('/my-tickets');
    await expect(page.getByRole('heading', { level: 1, name: 'My Tickets' })).toBeVisible();
    const ticket = page.getByRole('listitem').filter({ hasText: ticketCode });
    await expect(ticket).toContainText(title);
    await shoot(page, 'my-tickets');
    await ticket.getByRole('button', { name: 'Cancel ticket' }).click();
    const confirm = page.getByRole('dialog', { name: `Cancel your ticket to ${title}?` });
    await expect(confirm).toContainText('full refund of ₹ 1,770');
    await confirm.getByRole('button', { name: 'Keep ticket' }).click();
    await expect(confirm).toBeHidden();
    await ticket.getByRole('button', { name: 'Cancel ticket' }).click();
    await confirm.getByRole('button', { name: 'Cancel ticket' }).click();
    await expect(ticket.getByText('Ticket cancelled')).toBeVisible();
    await expect(ticket).toContainText('A refund of ₹ 1,770');
    await expect(ticket).toContainText(/credit note ECN\/\d{2}-\d{2}\/\d{6}/);
    await expect(ticket.getByRole('button', { name: 'Cancel ticket' })).toHaveCount(0);
    const noteDownload = page.waitForEvent('download');
    await ticket.getByRole('button', { name: /^Download credit note ECN\// }).click();
    const note = await noteDownload;
    expect((await readFile((await note.path()) ?? '')).subarray(0, 4).toString()).toBe('%PDF');
    await shoot(page, 'my-tickets-cancelled');

    // The freed seat is offered to the member (by e-mail too), who pays for it.
    expect(await latestMail(MEMBER_EMAIL, `A seat is free for ${title}`)).toContain(title);
    await memberPage.reload();
    await expect(memberDelegate).toContainText('A seat is held for you until');
    await shoot(memberPage, 'paid-event-offer');
    await memberDelegate.getByRole('button', { name: 'Pay for your seat' }).click();
    await payInTestCheckout(memberPage, '₹ 1,180');
    await expect(memberPage.getByText('Your ticket is booked')).toBeVisible();
    await expect(
      memberPage.getByRole('region', { name: 'Your tickets for this event' }),
    ).toContainText(/EV-[0-9A-F]{8}/);
    // Members keep their tickets on My Meetings too.
    await memberPage.goto('/my-meetings');
    await expect(memberPage.getByRole('region', { name: 'My tickets' })).toContainText(title);
    await memberContext.close();

    // Staff see both sales on the event's screen, and through the API; GSTR-1 holds both invoices and the credit note under SAC 998596.
    const sales = await adminCall<{ items: TicketSale[] }>(
      admin,
      endpointUrl(adminEventTicketEndpoints.sales, { id: event.id }),
    );
    expect(sales.items.map((sale) => [sale.status, sale.priceKind, sale.total])).toEqual([
      ['cancelled', 'visitor', 1770],
      ['valid', 'member', 1180],
    ]);
    expect(sales.items[0]?.invoiceNumber).toBe(visitorInvoice);
    await staff.reload();
    await staff.getByRole('button', { name: `Edit ${title} and see its sales` }).click();
    const salesTable = staff.getByRole('table', { name: 'Ticket sales' });
    await expect(salesTable.getByRole('row')).toHaveCount(3);
    await expect(salesTable).toContainText(visitorInvoice);
    await expect(salesTable).toContainText(/ECN\/\d{2}-\d{2}\/\d{6}/);
    await shoot(staff, 'admin-paid-event-sales');
    await staffContext.close();
    const month = indianDay(new Date()).slice(0, 7);
    const gst = await adminCall<GstReturn>(admin, `/admin/gst-returns?month=${month}`);
    expect(gst.b2b.map((document) => document.number)).toContain(sales.items[1]?.invoiceNumber);
    expect(gst.totals.invoices.count - gstBefore.totals.invoices.count).toBe(2);
    expect(gst.totals.creditNotes.count - gstBefore.totals.creditNotes.count).toBe(1);
    const eventSac = gst.sac.find((row) => row.sac === '998596');
    const sacBefore = gstBefore.sac.find((row) => row.sac === '998596');
    expect((eventSac?.quantity ?? 0) - (sacBefore?.quantity ?? 0)).toBe(1);
    expect(eventSac?.rate).toBe(18);
    const csv = await fetch(`${API_URL}/admin/gst-returns/export?month=${month}&format=csv`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    const csvText = await csv.text();
    expect(csvText).toContain(sales.items[1]?.invoiceNumber);
    expect(csvText).toContain('998596');
  });
});
