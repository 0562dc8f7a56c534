import { and, eq } from 'drizzle-orm';
import { NEWSLETTER_MESSAGES } from '@club/contract/newsletter';
import { describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../src/db/schema/newsletter';
import { outbox } from '../src/db/schema/outbox';
import type { ZodApp } from '../src/http/zod-app';
import { buildTestApp } from './helpers/test-app';

const SITE = 'https://bizbridge.example';
const EMAIL = 'meera@example.in';

async function setUp(env: Record<string, string> = {}) {
  return buildTestApp({ env: { SITE_ORIGINS: SITE, ...env } });
}

const signUp = (app: ZodApp, payload: object) =>
  app.inject({ method: 'POST', url: '/newsletter/subscriptions', payload });
const open = (app: ZodApp, action: 'confirm' | 'unsubscribe', token: string) =>
  app.inject({ method: 'POST', url: `/newsletter/${action}`, payload: { token } });

type Test = Awaited<ReturnType<typeof setUp>>;

/** The mails of one kind to the address, oldest first. */
async function mails(db: Test['db'], kind: string, to = EMAIL) {
  const rows = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.kind, kind)));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** The token of the site link to `path` in a mail. */
function tokenIn(text: string | null | undefined, path: string): string {
  const match = new RegExp(`${SITE}${path}\\?token=([\\w.-]+)`).exec(text ?? '');
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return match[1];
}

async function status(db: Test['db']) {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, EMAIL));
  return row?.status;
}

describe('India Insights newsletter', () => {
  it('subscribes only after the e-mailed link is opened, welcomes once, and leaves by the link in every mail', async () => {
    const { app, db } = await setUp();
    const response = await signUp(app, { email: ' Meera@Example.in ' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: NEWSLETTER_MESSAGES.checkInbox });
    expect(await status(db)).toBe('pending');

    const [confirmation] = await mails(db, 'newsletter-confirmation');
    expect(confirmation?.subject).toBe('Confirm your India Insights subscription');
    const confirmToken = tokenIn(confirmation?.text, '/newsletter/confirm');
    const unsubscribeToken = tokenIn(confirmation?.text, '/newsletter/unsubscribe');

    const confirmed = await open(app, 'confirm', confirmToken);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: NEWSLETTER_MESSAGES.confirmed });
    expect(await status(db)).toBe('confirmed');
    // A second click (or a mail scanner's) confirms nothing new.
    expect((await open(app, 'confirm', confirmToken)).statusCode).toBe(200);
    const welcomes = await mails(db, 'newsletter-welcome');
    expect(welcomes).toHaveLength(1);
    expect(tokenIn(welcomes[0]?.text, '/newsletter/unsubscribe')).toBe(unsubscribeToken);

    const left = await open(app, 'unsubscribe', unsubscribeToken);
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual({ message: NEWSLETTER_MESSAGES.unsubscribed });
    expect(await status(db)).toBe('unsubscribed');
    expect((await open(app, 'unsubscribe', unsubscribeToken)).statusCode).toBe(200);
    // Leaving ends the old confirmation link too.
    const stale = await open(app, 'confirm', confirmToken);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.message).toBe(NEWSLETTER_MESSAGES.invalidLink);
  });

  it('answers every address alike, and mails one at most every 10 minutes', async () => {
    const { app, db, clock } = await setUp();
    await signUp(app, { email: EMAIL });
    const again = await signUp(app, { email: EMAIL });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ message: NEWSLETTER_MESSAGES.checkInbox });
    expect(await mails(db, 'newsletter-confirmation')).toHaveLength(1);

    // Later, a new link replaces the old one.
    clock.advance(10 * 60_000);
    await signUp(app, { email: EMAIL });
    const [first, second] = await mails(db, 'newsletter-confirmation');
    const oldToken = tokenIn(first?.text, '/newsletter/confirm');
    expect((await open(app, 'confirm', oldToken)).statusCode).toBe(400);
    expect(
      (await open(app, 'confirm', tokenIn(second?.text, '/newsletter/confirm'))).statusCode,
    ).toBe(200);

    // An address already subscribed gets the same answer, and a note with the way out.
    clock.advance(10 * 60_000);
    const subscribed = await signUp(app, { email: EMAIL });
    expect(subscribed.json()).toEqual({ message: NEWSLETTER_MESSAGES.checkInbox });
    const [note] = await mails(db, 'newsletter-already-subscribed');
    expect(note?.text).toContain('It is already subscribed');
    tokenIn(note?.text, '/newsletter/unsubscribe');
    expect(await status(db)).toBe('confirmed');
  });

  it('writes its e-mails in the language of the page that subscribed, which a stranger cannot change later', async () => {
    const { app, db, clock } = await setUp();
    await signUp(app, { email: EMAIL, language: 'gu' });
    const [confirmation] = await mails(db, 'newsletter-confirmation');
    expect(confirmation?.subject).toBe('તમારા ઇન્ડિયા ઇનસાઇટ્સ સબ્સ્ક્રિપ્શનની પુષ્ટિ કરો');
    expect(confirmation?.text).toContain('આ લિંક 72 કલાક સુધી કામ કરે છે.');
    await open(app, 'confirm', tokenIn(confirmation?.text, '/newsletter/confirm'));
    const [welcome] = await mails(db, 'newsletter-welcome');
    expect(welcome?.subject).toBe('ઇન્ડિયા ઇનસાઇટ્સમાં આપનું સ્વાગત છે');
    expect(welcome?.text).toContain('આ ઈ-મેલ બંધ કરવા માટે: ');

    // Asked again from a page in Hindi: the note is in Hindi, the subscription stays Gujarati.
    clock.advance(10 * 60_000);
    await signUp(app, { email: EMAIL, language: 'hi' });
    const [note] = await mails(db, 'newsletter-already-subscribed');
    expect(note?.subject).toBe('आपको पहले से इंडिया इनसाइट्स मिल रहा है');
    const [row] = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, EMAIL));
    expect(row?.language).toBe('gu');
    expect((await signUp(app, { email: 'x@example.in', language: 'fr' })).statusCode).toBe(400);
  });

  it('lets a confirmation link expire after 72 hours', async () => {
    const { app, db, clock } = await setUp();
    await signUp(app, { email: EMAIL });
    const [confirmation] = await mails(db, 'newsletter-confirmation');
    clock.advance(72 * 60 * 60_000);
    const late = await open(app, 'confirm', tokenIn(confirmation?.text, '/newsletter/confirm'));
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: NEWSLETTER_MESSAGES.invalidLink,
    });
    expect(await status(db)).toBe('pending');
  });

  it('refuses forged and malformed tokens with the same message', async () => {
    const { app, db } = await setUp();
    await signUp(app, { email: EMAIL });
    const [confirmation] = await mails(db, 'newsletter-confirmation');
    const real = tokenIn(confirmation?.text, '/newsletter/unsubscribe');
    const [id] = real.split('.');
    for (const token of [
      `${id}.${'A'.repeat(43)}`,
      'short',
      'has spaces in it but long enough',
      real.slice(0, -1),
    ]) {
      const response = await open(app, 'unsubscribe', token);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain(NEWSLETTER_MESSAGES.invalidLink);
    }
    expect(await status(db)).toBe('pending');
  });

  it('keeps nothing from a bot that fills in the hidden field, and limits sign-ups per network', async () => {
    const { app, db } = await setUp({ NEWSLETTER_SIGNUPS_PER_IP: '3' });
    const bot = await signUp(app, { email: EMAIL, website: 'https://spam.example' });
    expect(bot.statusCode).toBe(202);
    expect(await db.select().from(newsletterSubscribers)).toEqual([]);
    expect(await db.select().from(outbox)).toEqual([]);

    const bad = await signUp(app, { email: 'not an address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Please enter a valid e-mail address');

    expect((await signUp(app, { email: 'later@example.in' })).statusCode).toBe(202);
    const limited = await signUp(app, { email: 'later@example.in' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toMatch(/^Too many sign-ups from your network/);
  });
});
