import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inquiries } from '../src/db/schema/inquiries';
import { outbox } from '../src/db/schema/outbox';
import { buildTestApp } from './helpers/test-app';

const CONTACT = {
  kind: 'contact',
  name: 'Priya Shah',
  email: 'priya@example.in',
  phone: '+91 98250 12345',
  companyName: 'Shah Fabrication',
  category: 'producers',
  message: 'We want to join as a producer. Who should we talk to?',
  page: '/contact',
  website: '',
};

describe('POST /inquiries', () => {
  it("keeps the message, e-mails it to the club's inbox and thanks the sender", async () => {
    const { app, db } = await buildTestApp({ env: { CLUB_INBOX_EMAIL: 'inbox@club.example' } });
    const response = await app.inject({ method: 'POST', url: '/inquiries', payload: CONTACT });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });

    const [stored] = await db.select().from(inquiries);
    expect(stored).toMatchObject({ kind: 'contact', name: 'Priya Shah', page: '/contact' });
    const [toClub] = await db.select().from(outbox).where(eq(outbox.to, 'inbox@club.example'));
    expect(toClub?.subject).toBe('Contact Us: Priya Shah');
    expect(toClub?.text).toContain('Company: Shah Fabrication');
    expect(toClub?.text).toContain('We want to join as a producer.');
    const [thanks] = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, 'priya@example.in'), eq(outbox.kind, 'inquiry-acknowledgement')));
    expect(thanks?.text).toContain("We'll get back to you within 24 hours");
  });

  it('thanks the sender in the language of the page the message came from', async () => {
    const { app, db } = await buildTestApp({ env: { CLUB_INBOX_EMAIL: 'inbox@club.example' } });
    const response = await app.inject({
      method: 'POST',
      url: '/inquiries',
      payload: { ...CONTACT, language: 'hi' },
    });
    expect(response.statusCode).toBe(200);
    const [thanks] = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, 'priya@example.in'), eq(outbox.kind, 'inquiry-acknowledgement')));
    expect(thanks?.subject).toBe('हमें आपका संदेश मिल गया है');
    expect(thanks?.text).toContain('प्रिय Priya Shah,');
    expect(thanks?.text).toContain('हम 24 घंटे के भीतर आपसे संपर्क करेंगे');
    expect(thanks?.text).toContain('We want to join as a producer.');
    // The club's inbox reads it in English, as before.
    const [toClub] = await db.select().from(outbox).where(eq(outbox.to, 'inbox@club.example'));
    expect(toClub?.subject).toBe('Contact Us: Priya Shah');
    const refused = await app.inject({
      method: 'POST',
      url: '/inquiries',
      payload: { ...CONTACT, language: 'fr' },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('takes Ask an Expert and Get Expert Help with their subject', async () => {
    const { app, db } = await buildTestApp({ env: { CLUB_INBOX_EMAIL: 'inbox@club.example' } });
    for (const kind of ['ask-an-expert', 'expert-help']) {
      const response = await app.inject({
        method: 'POST',
        url: '/inquiries',
        payload: {
          kind,
          name: 'Ravi Iyer',
          email: 'ravi@example.in',
          phone: '+91 98765 43210',
          subject: 'Export finance',
          message: 'How do we finance our first export order?',
          page: kind === 'ask-an-expert' ? '/' : '/consult/export',
        },
      });
      expect(response.statusCode).toBe(200);
    }
    const subjects = (await db.select().from(outbox).where(eq(outbox.to, 'inbox@club.example')))
      .map((message) => message.subject)
      .sort();
    expect(subjects).toEqual(['Ask an Expert: Export finance', 'Get Expert Help: Export finance']);
  });

  it('answers a bot that fills in the hidden field like anyone, but keeps and sends nothing', async () => {
    const { app, db } = await buildTestApp();
    const response = await app.inject({
      method: 'POST',
      url: '/inquiries',
      payload: { ...CONTACT, website: 'https://spam.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(await db.select().from(inquiries)).toEqual([]);
    expect(await db.select().from(outbox)).toEqual([]);
  });

  it('refuses bad fields by name, and more than INQUIRIES_PER_IP an hour', async () => {
    const { app } = await buildTestApp({ env: { INQUIRIES_PER_IP: '3' } });
    const bad = await app.inject({
      method: 'POST',
      url: '/inquiries',
      payload: { ...CONTACT, email: 'nope', phone: 'call me' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_ERROR');

    for (let sent = 0; sent < 2; sent += 1) {
      expect(
        (await app.inject({ method: 'POST', url: '/inquiries', payload: CONTACT })).statusCode,
      ).toBe(200);
    }
    const limited = await app.inject({ method: 'POST', url: '/inquiries', payload: CONTACT });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toMatch(/^Too many messages from your network/);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
