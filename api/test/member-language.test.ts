import { invoiceResentMessage } from '../src/features/admin-members/invoice-resent-message';
import { signInCodeResentMessage } from '../src/features/admin-members/sign-in-code-resent-message';
import { adminRefundMessage } from '../src/features/admin-payments/refund-message';
import { devOutboxResponseSchema } from '@club/contract/dev-outbox';
import type { Locale } from '@club/contract/locales';
import { userProfileSchema } from '@club/contract/user';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads } from '../src/db/schema/leads';
import { users } from '../src/db/schema/users';
import type { ZodApp } from '../src/http/zod-app';
import {
  seatOfferMessage,
  ticketReceiptMessage,
} from '../src/features/event-tickets/ticket-messages';
import { meetingChangedMessage, ticketMessage } from '../src/features/events/meeting-messages';
import { reminderLine, reminderMessage } from '../src/features/events/reminders';
import { queueLeadAlerts } from '../src/features/leads/alerts';
import { receiptMessage } from '../src/platform/tax-invoices/receipt-message';
import { collectUserData } from '../src/features/privacy-rights/data-export';
import { lifecycleSettings } from '../src/platform/membership-lifecycle/lifecycle';
import { createUser } from './helpers/fixtures';
import { bearer, createMember } from './helpers/members';
import { registrationBody } from './helpers/purchase';
import { getMe, latestCode, requestCode, signIn, verifyCode } from './helpers/sign-in';
import { buildTestApp, type TestApp } from './helpers/test-app';

async function member(test: TestApp, options: Parameters<typeof createMember>[1] = {}) {
  const created = await createMember(test.db, options);
  const session = await signIn(test.app, created.email);
  return { ...created, token: session.accessToken };
}

function setLanguage(app: ZodApp, token: string | undefined, payload: object) {
  return app.inject({
    method: 'PUT',
    url: '/me/language',
    headers: token ? bearer(token) : {},
    payload,
  });
}

async function profileLanguage(app: ZodApp, token: string) {
  const response = await app.inject({ method: 'GET', url: '/me', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return userProfileSchema.parse(response.json()).language;
}

/** What the development mailbox holds for `to`, newest first, after the outbox delivered. */
async function mailbox(app: ZodApp, to: string) {
  await app.outboxWorker.runOnce();
  const response = await app.inject({ method: 'GET', url: '/dev/outbox', query: { to } });
  expect(response.statusCode).toBe(200);
  return devOutboxResponseSchema.parse(response.json());
}

describe('a member’s language', () => {
  it('is English until chosen; PUT /me/language stores it and /me and the data export show it', async () => {
    const test = await buildTestApp();
    const asha = await member(test);
    expect(await profileLanguage(test.app, asha.token)).toBe('en');

    const chosen = await setLanguage(test.app, asha.token, { language: 'gu' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ language: 'gu' });
    expect(await profileLanguage(test.app, asha.token)).toBe('gu');
    const [row] = await test.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, asha.userId));
    expect(row?.language).toBe('gu');

    const files = await collectUserData(test.app.ctx, asha.userId, test.clock.now());
    const account = JSON.parse(new TextDecoder().decode(files['account.json'])) as {
      language: string;
    };
    expect(account.language).toBe('gu');
  });

  it('is for a signed-in user only, and only one of the site’s languages', async () => {
    const test = await buildTestApp();
    const signedOut = await setLanguage(test.app, undefined, { language: 'hi' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });

    const asha = await member(test);
    for (const payload of [
      { language: 'fr' },
      { language: 'HI' },
      { language: null },
      {},
      { language: 'hi', extra: true },
    ]) {
      const refused = await setLanguage(test.app, asha.token, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toMatchObject({
        error: { code: 'VALIDATION_ERROR', message: expect.any(String) as string },
      });
    }
    expect(await profileLanguage(test.app, asha.token)).toBe('en');
  });

  it('is the language of each member’s lead-alert e-mail', async () => {
    const test = await buildTestApp();
    const poster = await member(test);
    const follower = { company: { name: 'Sahyadri Logistics', categoryId: 1, subcategoryId: 12 } };
    const gujarati = await member(test, follower);
    const english = await member(test, follower);
    expect((await setLanguage(test.app, gujarati.token, { language: 'gu' })).statusCode).toBe(200);
    for (const who of [gujarati, english]) {
      const follow = await test.app.inject({
        method: 'PUT',
        url: '/me/lead-alerts',
        headers: bearer(who.token),
        payload: { subcategoryIds: [12] },
      });
      expect(follow.statusCode).toBe(200);
    }
    const [lead] = await test.db
      .insert(leads)
      .values({
        companyId: poster.companyId,
        title: 'Brass valves wanted',
        description: 'Two hundred brass ball valves, ISI marked.',
        categoryId: 1,
        subcategoryId: 12,
        location: 'Pune',
        email: 'buyer@example.in',
        phone: '+919800000000',
      })
      .returning({ id: leads.id });
    if (!lead) throw new Error('no lead');
    await queueLeadAlerts(
      test.db,
      { id: lead.id, subcategoryId: 12, companyId: poster.companyId },
      test.clock.now(),
      lifecycleSettings(test.app.ctx.config),
    );
    expect(await test.app.leadAlertDigests.runOnce()).toBe(2);

    const [inGujarati] = await mailbox(test.app, gujarati.email);
    expect(inGujarati?.subject).toBe('નવી લીડ: Brass valves wanted');
    expect(inGujarati?.text).toContain('તમે ફૉલો કરો છો તે એક પેટાશ્રેણીમાં નવી લીડ પોસ્ટ થઈ છે:');
    // Names and links stay as they are.
    expect(inGujarati?.text).toContain('Brass valves wanted');
    expect(inGujarati?.text).toContain(`/my-leads?lead=${lead.id}`);
    expect(inGujarati?.text).not.toContain('A new lead was posted');
    // Its subcategory as the site names it in Gujarati.
    expect(inGujarati?.text).toContain('(ધાતુ અને મશીનરી, ');

    const [inEnglish] = await mailbox(test.app, english.email);
    expect(inEnglish?.subject).toBe('New lead: Brass valves wanted');
    expect(inEnglish?.text).toContain('A new lead was posted in a subcategory you follow:');
    expect(inEnglish?.text).toContain('(Metals & Machinery, ');
  });
});

describe('the sign-in code’s language', () => {
  async function codeMessage(test: TestApp, email: string, language?: Locale) {
    const response = await requestCode(test.app, language ? { email, language } : { email });
    expect(response.statusCode).toBe(200);
    return mailbox(test.app, email);
  }

  it('is the account’s, whatever the page asks', async () => {
    const test = await buildTestApp();
    const asha = await member(test);
    await setLanguage(test.app, asha.token, { language: 'hi' });
    const [inHindi] = await codeMessage(test, asha.email);
    expect(inHindi?.subject).toBe('आपका BizBridge Club साइन-इन कोड');
    expect(inHindi?.text).toMatch(/आपका BizBridge Club साइन-इन कोड \d{6} है।/);

    await setLanguage(test.app, asha.token, { language: 'gu' });
    const [inGujarati] = await codeMessage(test, asha.email, 'hi');
    expect(inGujarati?.subject).toBe('તમારો BizBridge Club સાઇન-ઇન કોડ');

    const english = await createUser(test.db, { email: 'ravi@example.in' });
    expect(english).toBeTruthy();
    const [inEnglish] = await codeMessage(test, 'ravi@example.in', 'gu');
    expect(inEnglish?.subject).toBe('Your BizBridge Club sign-in code');
  });

  it('accepts only the site’s languages, and sends an unknown identifier nothing in any', async () => {
    const test = await buildTestApp();
    const refused = await requestCode(test.app, { email: 'nobody@example.in', language: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    expect(await codeMessage(test, 'nobody@example.in', 'hi')).toEqual([]);
  });
});

describe('a registration’s language', () => {
  const EMAIL = 'kavya@mahisagarfoods.example';

  it('writes the code for an address with no account yet in the page’s language, and the account starts in it', async () => {
    const test = await buildTestApp();
    const response = await test.app.inject({
      method: 'POST',
      url: '/register',
      payload: registrationBody({ language: 'hi' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const [inHindi] = await mailbox(test.app, EMAIL);
    expect(inHindi?.subject).toBe('BizBridge Club के लिए अपने ई-मेल पते की पुष्टि करें');
    expect(inHindi?.text).toMatch(/आपका सत्यापन कोड \d{6} है।/);
    expect(inHindi?.text).toContain('Mahisagar Foods LLP');

    const { nonce } = response.json<{ nonce: string }>();
    const verified = await verifyCode(test.app, nonce, await latestCode(test.app, EMAIL));
    expect(verified.statusCode).toBe(200);
    const me = userProfileSchema.parse(
      (await getMe(test.app, verified.json<{ accessToken: string }>().accessToken)).json(),
    );
    expect(me.language).toBe('hi');
  });

  it('is English without one, and an address that has an account hears in the account’s', async () => {
    const test = await buildTestApp();
    await test.app.inject({ method: 'POST', url: '/register', payload: registrationBody() });
    const [inEnglish] = await mailbox(test.app, EMAIL);
    expect(inEnglish?.subject).toBe('Confirm your e-mail address for BizBridge Club');

    const owner = await member(test, { email: 'owner@mahisagarfoods.example' });
    await setLanguage(test.app, owner.token, { language: 'gu' });
    await test.app.inject({
      method: 'POST',
      url: '/register',
      payload: registrationBody({ email: owner.email, language: 'hi' }),
    });
    const [inGujarati] = await mailbox(test.app, owner.email);
    expect(inGujarati?.subject).toBe('તમારા ઈ-મેલ સરનામા પર પહેલેથી BizBridge Club ખાતું છે');
  });
});

describe('an event reminder’s language', () => {
  const due = (language: Locale): Parameters<typeof reminderMessage>[0] => ({
    subject: 'paid-event',
    subjectId: '00000000-0000-4000-8000-000000000001',
    userId: '00000000-0000-4000-8000-000000000002',
    email: 'asha@example.in',
    language,
    name: 'Asha',
    title: 'Vadodara Trade Meet',
    startsAt: new Date('2026-12-05T12:30:00Z'),
    place: 'Hotel Surya, Vadodara',
    link: 'https://club.example/events/1',
  });

  it('is the member’s, with the names, time and links as they are', () => {
    const english = reminderMessage(due('en'), 'two-hours', 'https://club.example/my-privacy');
    expect(english.subject).toMatch(/^Reminder: Vadodara Trade Meet, /);
    expect(english.text).toContain('Vadodara Trade Meet starts in two hours: ');
    const gujarati = reminderMessage(due('gu'), 'day-before', 'https://club.example/my-privacy');
    expect(gujarati.subject).toMatch(/^રિમાઇન્ડર: Vadodara Trade Meet, /);
    expect(gujarati.text).toContain('Vadodara Trade Meet આવતીકાલે શરૂ થાય છે: ');
    // The time as the site's pages write it in the language: 12:30 UTC is 6 pm in India.
    expect(english.text).toContain(': 5 Dec 2026, 6:00 pm (India time)');
    expect(gujarati.subject).toContain('5 ડિસે 2026');
    expect(gujarati.text).not.toContain('Dec');
    expect(gujarati.text).toContain('https://club.example/my-privacy');
    expect(reminderLine(due('hi'), 'two-hours')).toMatch(
      /^BizBridge Club: Vadodara Trade Meet दो घंटे में शुरू हो रहा है, 5 दिस 2026, 6:00 अपराह्न। https:\/\/club\.example\/events\/1$/,
    );
  });
});

describe('a membership receipt’s language', () => {
  it('is the payer’s, with the invoice number, amount and date as they are', () => {
    const receipt = {
      username: 'Asha',
      plan: 'Producers',
      total: 59_000,
      invoiceNumber: 'BBC/26-27/000042',
      endsAt: new Date('2027-11-28T20:00:00.000Z'),
    };
    const english = receiptMessage(receipt);
    expect(english.subject).toBe('Your BizBridge Club membership receipt (BBC/26-27/000042)');
    expect(english.text).toContain('It is active until 29 Nov 2027 and renews every 12 months');
    const hindi = receiptMessage({ ...receipt, language: 'hi', autoRenews: false });
    expect(hindi.subject).toBe('आपकी BizBridge Club सदस्यता की रसीद (BBC/26-27/000042)');
    expect(hindi.text).toContain('₹\u00a059,000 (GST सहित)');
    expect(hindi.text).toContain('यह 29 नव 2027 तक सक्रिय है और अपने-आप नवीनीकृत नहीं होती');
    // The tax invoice itself stays in English, and the covering e-mail says so.
    expect(hindi.text).toContain('(टैक्स इनवॉइस अंग्रेज़ी में होता है।)');
    expect(hindi.text).not.toMatch(/Thank you|Nov/);
  });
});

describe('a meeting e-mail’s language', () => {
  const meeting = {
    chapterName: 'Vadodara Central',
    startsAt: new Date('2026-12-05T12:30:00Z'),
    venue: 'Hotel Surya',
    address: 'Sayajigunj, Vadodara',
  };

  it('is the member’s: the ticket in Hindi, a change in Gujarati, with names and codes as they are', () => {
    const english = ticketMessage({
      name: 'Asha',
      meeting,
      code: 'K7QM4RXD',
      ticketsLink: 'https://club.example/my-meetings',
    });
    expect(english.subject).toBe('Your ticket: Vadodara Central, 5 Dec 2026, 6:00 pm');
    expect(english.text).toContain('When: 5 Dec 2026, 6:00 pm (India time)');
    const hindi = ticketMessage({
      name: 'Asha',
      meeting,
      code: 'K7QM4RXD',
      ticketsLink: 'https://club.example/my-meetings',
      language: 'hi',
    });
    expect(hindi.subject).toBe('आपका टिकट: Vadodara Central, 5 दिस 2026, 6:00 अपराह्न');
    expect(hindi.text).toContain('कब: 5 दिस 2026, 6:00 अपराह्न (भारतीय समय)');
    expect(hindi.text).toContain('कहाँ: Hotel Surya, Sayajigunj, Vadodara');
    expect(hindi.text).toContain('टिकट कोड: K7QM-4RXD');

    const gujarati = meetingChangedMessage({
      name: 'Asha',
      meeting,
      cancelled: true,
      note: 'The hall is closed for repairs.',
      meetingLink: 'https://club.example/events/meetings/1',
      language: 'gu',
    });
    expect(gujarati.subject).toMatch(/^રદ: Vadodara Central મીટિંગ, 5 ડિસે 2026, /);
    expect(gujarati.text).toContain('મીટિંગ રદ કરવામાં આવી છે.');
    // Staff's note goes as they wrote it.
    expect(gujarati.text).toContain('The hall is closed for repairs.');
    expect(gujarati.text).not.toMatch(/Cancelled|Details:/);
  });
});

describe('an event ticket e-mail’s language', () => {
  it('is the buyer’s; the event, its ticket type, amounts and numbers as they are', () => {
    const receipt = {
      username: 'Asha',
      eventTitle: 'Vadodara Trade Meet',
      ticketTypeName: 'Member',
      startsAt: new Date('2026-12-05T12:30:00Z'),
      cancellationCutoffAt: new Date('2026-12-03T12:30:00Z'),
      total: 1_180,
      invoiceNumber: 'BBE/26-27/000007',
    };
    expect(ticketReceiptMessage(receipt).text).toContain(
      'for a Member ticket to Vadodara Trade Meet, 5 Dec 2026, 6:00 pm.',
    );
    const hindi = ticketReceiptMessage({ ...receipt, language: 'hi' });
    expect(hindi.subject).toBe('Vadodara Trade Meet के लिए आपका टिकट (BBE/26-27/000007)');
    expect(hindi.text).toContain('Vadodara Trade Meet, 5 दिस 2026, 6:00 अपराह्न के Member टिकट');
    expect(hindi.text).toContain('आप 3 दिस 2026, 6:00 अपराह्न तक इसे रद्द करके');

    const offer = seatOfferMessage({
      eventTitle: 'Vadodara Trade Meet',
      ticketTypeName: 'Visitor',
      expiresAt: new Date('2026-12-04T06:30:00Z'),
      language: 'gu',
    });
    expect(offer.subject).toBe('Vadodara Trade Meet માટે એક સીટ ખાલી છે');
    expect(offer.text).toMatch(/^નમસ્તે,/);
    expect(offer.text).toContain('4 ડિસે 2026');
    expect(offer.text).not.toMatch(/Hello|waitlist/);
  });
});

describe('what staff send a member, in the member’s language', () => {
  it('a refund with its credit note, a resent invoice and a resent sign-in code', () => {
    const refund = {
      username: 'Asha',
      plan: 'Producers',
      total: 59_000,
      invoiceNumber: 'BBC/26-27/000042',
      creditNoteNumber: 'BBC-CN/26-27/000003',
      reason: 'Paid twice by mistake',
      accessEndsAt: new Date('2027-11-28T20:00:00.000Z'),
      endedNow: false,
      paymentId: 'pay_Test0000000001',
      refundId: 'rfnd_Test000000001',
    };
    expect(adminRefundMessage(refund).text).toContain(
      'Your Producers membership stays active until 29 Nov 2027 and will not renew.',
    );
    const hindi = adminRefundMessage({ ...refund, language: 'hi' });
    expect(hindi.subject).toBe(
      'BizBridge Club को किया गया आपका ₹\u00a059,000 का भुगतान वापस कर दिया गया है (क्रेडिट नोट BBC-CN/26-27/000003)',
    );
    expect(hindi.text).toContain('कारण: Paid twice by mistake');
    expect(hindi.text).toContain('आपकी Producers सदस्यता 29 नव 2027 तक सक्रिय रहेगी');

    expect(
      invoiceResentMessage({ username: 'Asha', invoiceNumber: 'BBC/26-27/000042', language: 'gu' })
        .subject,
    ).toBe('તમારું BizBridge Club ટૅક્સ ઇન્વૉઇસ BBC/26-27/000042');

    const code = signInCodeResentMessage('123456', 'https://club.example/signin?code', 'gu');
    expect(code.text).toContain('તમારો BizBridge Club સાઇન-ઇન કોડ 123456 છે.');
    expect(code.text).toContain('https://club.example/signin?code');
    expect(code.text).not.toMatch(/Hello|Never share/);
    expect(signInCodeResentMessage('123456', 'https://club.example/signin').subject).toBe(
      'Your BizBridge Club sign-in code',
    );
  });
});
