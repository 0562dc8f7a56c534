import {
  notificationPreferencesSchema,
  type NotificationPreferenceChange,
  type NotificationPreferences,
} from '@club/contract/notification-preferences';
import { CLOSE_ACCOUNT_WORD } from '@club/contract/privacy-rights';
import { WHATSAPP_OPT_IN_WORDING } from '@club/contract/whatsapp';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads } from '../src/db/schema/leads';
import { outbox } from '../src/db/schema/outbox';
import { notificationPreferenceHistory, notificationPreferences } from '../src/db/schema/privacy';
import { users } from '../src/db/schema/users';
import type { ZodApp } from '../src/http/zod-app';
import { queueLeadAlerts } from '../src/features/leads/alerts';
import { closeAccount } from '../src/features/privacy-rights/closure';
import { collectUserData } from '../src/features/privacy-rights/data-export';
import { lifecycleSettings } from '../src/platform/membership-lifecycle/lifecycle';
import { insertChapter, insertMeeting, joinChapter } from './helpers/events';
import { bearer, createMember } from './helpers/members';
import { requestCode, signIn } from './helpers/sign-in';
import { buildTestApp, DAY, MINUTE, type TestApp } from './helpers/test-app';

async function member(test: TestApp, options: Parameters<typeof createMember>[1] = {}) {
  const created = await createMember(test.db, options);
  const session = await signIn(test.app, created.email);
  return { ...created, token: session.accessToken };
}

function read(app: ZodApp, token?: string) {
  return app.inject({
    method: 'GET',
    url: '/me/notification-preferences',
    headers: token ? bearer(token) : {},
  });
}

function change(app: ZodApp, token: string | undefined, changes: NotificationPreferenceChange[]) {
  return app.inject({
    method: 'PUT',
    url: '/me/notification-preferences',
    headers: token ? bearer(token) : {},
    payload: { changes },
  });
}

function cell(table: NotificationPreferences, kind: string, channel: string) {
  return table.cells.find((entry) => entry.kind === kind && entry.channel === channel);
}

function optInToWhatsApp(app: ZodApp, token: string) {
  return app.inject({
    method: 'PUT',
    url: '/me/whatsapp',
    headers: bearer(token),
    payload: { optedIn: true, wordingVersion: WHATSAPP_OPT_IN_WORDING.version },
  });
}

describe('notification preferences', () => {
  it('show every kind by channel with its default, what is fixed and why, and what is available', async () => {
    const test = await buildTestApp();
    const asha = await member(test);
    const response = await read(test.app, asha.token);
    expect(response.statusCode).toBe(200);
    const table = notificationPreferencesSchema.parse(response.json());
    expect(table.cells).toHaveLength(18);
    expect(cell(table, 'signInCodes', 'email')).toMatchObject({
      on: true,
      fixedReason: expect.stringContaining('always goes by e-mail') as string,
      unavailable: null,
    });
    expect(cell(table, 'renewalNotices', 'email')).toMatchObject({ on: true });
    expect(cell(table, 'renewalNotices', 'sms')).toMatchObject({ on: false });
    expect(cell(table, 'leadAlerts', 'email')).toMatchObject({
      on: true,
      fixedReason: null,
      changedAt: null,
    });
    // The mobile is proved (SMS available); WhatsApp waits for the opt-in.
    expect(cell(table, 'leadAlerts', 'sms')).toMatchObject({ on: true, unavailable: null });
    expect(cell(table, 'leadAlerts', 'whatsapp')).toMatchObject({
      on: true,
      unavailable: 'whatsAppNotOptedIn',
    });
    expect(cell(table, 'eventReminders', 'sms')).toMatchObject({ on: false, fixedReason: null });
  });

  it('change only the cells sent, keep each change in the history, and show it in the export', async () => {
    const test = await buildTestApp();
    const asha = await member(test);
    const off = await change(test.app, asha.token, [
      { kind: 'leadAlerts', channel: 'email', on: false },
      { kind: 'eventReminders', channel: 'sms', on: true },
    ]);
    expect(off.statusCode, off.body).toBe(200);
    const table = notificationPreferencesSchema.parse(off.json());
    expect(cell(table, 'leadAlerts', 'email')).toMatchObject({
      on: false,
      changedAt: test.clock.now().toISOString(),
    });
    expect(cell(table, 'eventReminders', 'sms')).toMatchObject({ on: true });
    // The same choice again is no change.
    await change(test.app, asha.token, [{ kind: 'leadAlerts', channel: 'email', on: false }]);
    await change(test.app, asha.token, [{ kind: 'leadAlerts', channel: 'email', on: true }]);
    const history = await test.db
      .select()
      .from(notificationPreferenceHistory)
      .where(eq(notificationPreferenceHistory.userId, asha.userId))
      .orderBy(asc(notificationPreferenceHistory.createdAt));
    expect(history.map((row) => [row.kind, row.channel, row.enabled])).toEqual([
      ['leadAlerts', 'email', false],
      ['eventReminders', 'sms', true],
      ['leadAlerts', 'email', true],
    ]);

    const files = await collectUserData(test.app.ctx, asha.userId, test.clock.now());
    const consents = JSON.parse(new TextDecoder().decode(files['consents.json'])) as {
      notificationChannels: { current: unknown[]; history: unknown[] };
    };
    expect(consents.notificationChannels.current).toHaveLength(2);
    expect(consents.notificationChannels.history).toHaveLength(3);

    // Closing the account takes the choices and their history with it.
    await closeAccount(test.app.ctx, asha.userId, CLOSE_ACCOUNT_WORD);
    for (const table of [notificationPreferences, notificationPreferenceHistory]) {
      expect(await test.db.select().from(table).where(eq(table.userId, asha.userId))).toEqual([]);
    }
  });

  it('refuse a fixed cell and a channel the account cannot use yet, changing nothing', async () => {
    const test = await buildTestApp();
    const asha = await member(test);
    for (const fixed of [
      { kind: 'signInCodes', channel: 'email', on: false },
      { kind: 'renewalNotices', channel: 'email', on: false },
      { kind: 'renewalNotices', channel: 'sms', on: true },
      { kind: 'newsletter', channel: 'whatsapp', on: true },
    ] as const) {
      const refused = await change(test.app, asha.token, [
        { kind: 'leadAlerts', channel: 'email', on: false },
        fixed,
      ]);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        error: {
          code: 'CONFLICT',
          field: 'changes',
          message: expect.stringContaining('cannot be changed') as string,
        },
      });
    }
    const whatsApp = await change(test.app, asha.token, [
      { kind: 'leadAlerts', channel: 'whatsapp', on: true },
    ]);
    expect(whatsApp.statusCode).toBe(409);
    expect(whatsApp.json()).toMatchObject({
      error: {
        message: 'Lead alerts by WhatsApp cannot be turned on yet: Turn on WhatsApp above first.',
      },
    });
    // Nothing of the refused requests was kept, not even their valid cells.
    expect(
      await test.db
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, asha.userId)),
    ).toEqual([]);

    const unproved = await member(test);
    await test.db
      .update(users)
      .set({ mobileVerifiedAt: null })
      .where(eq(users.id, unproved.userId));
    const sms = await change(test.app, unproved.token, [
      { kind: 'eventReminders', channel: 'sms', on: true },
    ]);
    expect(sms.statusCode).toBe(409);
    expect(sms.json()).toMatchObject({
      error: { message: expect.stringContaining('Verify your mobile number') as string },
    });
    // Turning an unavailable channel off is allowed: it stays off once it becomes available.
    const smsOff = await change(test.app, unproved.token, [
      { kind: 'leadAlerts', channel: 'sms', on: false },
    ]);
    expect(smsOff.statusCode).toBe(200);
  });

  it('are for a signed-in user only, and validated by the contract', async () => {
    const test = await buildTestApp();
    expect((await read(test.app)).statusCode).toBe(401);
    const stranger = await change(test.app, undefined, [
      { kind: 'leadAlerts', channel: 'email', on: false },
    ]);
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
    const asha = await member(test);
    const empty = await test.app.inject({
      method: 'PUT',
      url: '/me/notification-preferences',
      headers: bearer(asha.token),
      payload: { changes: [] },
    });
    expect(empty.statusCode).toBe(400);
    const unknown = await test.app.inject({
      method: 'PUT',
      url: '/me/notification-preferences',
      headers: bearer(asha.token),
      payload: { changes: [{ kind: 'leadAlerts', channel: 'pigeon', on: true }] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
  });
});

describe('senders ask the preferences', () => {
  async function leadFor(test: TestApp, poster: { companyId: string }, follower: string) {
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
    const queued = await queueLeadAlerts(
      test.db,
      { id: lead.id, subcategoryId: 12, companyId: poster.companyId },
      test.clock.now(),
      lifecycleSettings(test.app.ctx.config),
    );
    expect(queued, `queued for ${follower}`).toBe(1);
  }

  async function digestRows(test: TestApp, to: string[]) {
    return test.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'lead-alert-digest'), inArray(outbox.to, to)))
      .orderBy(asc(outbox.fallbackStep));
  }

  it('a member who turns lead alerts by e-mail off gets no lead-alert e-mail, but still WhatsApp', async () => {
    const test = await buildTestApp();
    const poster = await member(test);
    const asha = await member(test, {
      company: { name: 'Sahyadri Logistics', categoryId: 1, subcategoryId: 12 },
    });
    const follow = await test.app.inject({
      method: 'PUT',
      url: '/me/lead-alerts',
      headers: bearer(asha.token),
      payload: { subcategoryIds: [12] },
    });
    expect(follow.statusCode).toBe(200);
    const optedIn = await optInToWhatsApp(test.app, asha.token);
    const { phone } = optedIn.json<{ phone: string }>();
    expect(
      (await change(test.app, asha.token, [{ kind: 'leadAlerts', channel: 'email', on: false }]))
        .statusCode,
    ).toBe(200);

    await leadFor(test, poster, asha.email);
    expect(await test.app.leadAlertDigests.runOnce()).toBe(1);
    const rows = await digestRows(test, [phone, asha.email]);
    expect(rows.map((row) => [row.channel, row.to, row.held])).toEqual([
      ['whatsapp', phone, false],
      ['sms', phone, true],
    ]);

    // WhatsApp and SMS off too: the leads are sent nowhere.
    await change(test.app, asha.token, [
      { kind: 'leadAlerts', channel: 'whatsapp', on: false },
      { kind: 'leadAlerts', channel: 'sms', on: false },
    ]);
    await test.db.delete(outbox).where(eq(outbox.kind, 'lead-alert-digest'));
    test.clock.advance(2 * 60 * 60_000);
    await leadFor(test, poster, asha.email);
    expect(await test.app.leadAlertDigests.runOnce()).toBe(0);
    expect(await digestRows(test, [phone, asha.email])).toEqual([]);
  });

  it('a member without WhatsApp keeps getting lead alerts by e-mail only, as before', async () => {
    const test = await buildTestApp();
    const poster = await member(test);
    const asha = await member(test, {
      company: { name: 'Sahyadri Logistics', categoryId: 1, subcategoryId: 12 },
    });
    await test.app.inject({
      method: 'PUT',
      url: '/me/lead-alerts',
      headers: bearer(asha.token),
      payload: { subcategoryIds: [12] },
    });
    await leadFor(test, poster, asha.email);
    expect(await test.app.leadAlertDigests.runOnce()).toBe(1);
    const rows = await test.db.select().from(outbox).where(eq(outbox.kind, 'lead-alert-digest'));
    expect(rows.map((row) => [row.channel, row.to, row.fallbackGroup])).toEqual([
      ['email', asha.email, null],
    ]);
  });

  it('a sign-in code leaves out the channels turned off, but always keeps e-mail', async () => {
    const test = await buildTestApp();
    const asha = await member(test);
    await optInToWhatsApp(test.app, asha.token);
    await change(test.app, asha.token, [{ kind: 'signInCodes', channel: 'sms', on: false }]);
    await requestCode(test.app, { email: asha.email });
    const rows = await test.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'sign-in-code'))
      .orderBy(asc(outbox.createdAt), asc(outbox.fallbackStep));
    const grouped = rows.filter((row) => row.fallbackGroup !== null);
    expect(grouped.map((row) => row.channel)).toEqual(['whatsapp', 'email']);

    // WhatsApp off as well: the code goes to the address it was asked for, as without WhatsApp.
    await change(test.app, asha.token, [{ kind: 'signInCodes', channel: 'whatsapp', on: false }]);
    await test.db.delete(outbox).where(eq(outbox.kind, 'sign-in-code'));
    await requestCode(test.app, { email: asha.email });
    const after = await test.db.select().from(outbox).where(eq(outbox.kind, 'sign-in-code'));
    expect(after.map((row) => [row.channel, row.to, row.fallbackGroup])).toEqual([
      ['email', asha.email, null],
    ]);
  });

  it('an event reminder goes by SMS too when chosen, and not by e-mail when that is off', async () => {
    const test = await buildTestApp();
    const chapterId = await insertChapter(test.db, { name: 'Pune Central' });
    const meetingId = await insertMeeting(
      test.db,
      chapterId,
      new Date(test.clock.now().getTime() + 3 * DAY),
    );
    const asha = await member(test);
    await joinChapter(test.db, asha.userId, chapterId);
    const consent = await test.app.inject({
      method: 'PUT',
      url: '/me/consents',
      headers: bearer(asha.token),
      payload: { eventReminders: true },
    });
    expect(consent.statusCode).toBe(200);
    const rsvp = await test.app.inject({
      method: 'PUT',
      url: `/meetings/${meetingId}/rsvp`,
      headers: bearer(asha.token),
      payload: { answer: 'yes' },
    });
    expect(rsvp.statusCode).toBe(200);
    await change(test.app, asha.token, [
      { kind: 'eventReminders', channel: 'sms', on: true },
      { kind: 'eventReminders', channel: 'email', on: false },
    ]);
    test.clock.advance(2 * DAY + 5 * MINUTE);
    await test.app.eventReminders.runOnce();
    const rows = await test.db.select().from(outbox).where(eq(outbox.kind, 'event-reminder'));
    expect(rows.map((row) => [row.channel, row.subject])).toEqual([['sms', null]]);
    expect(rows[0]?.text).toContain('starts tomorrow');
  });

  it('the poster hears of a response on the channels chosen: SMS on, e-mail off', async () => {
    const test = await buildTestApp();
    const poster = await member(test);
    const responder = await member(test);
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
    await change(test.app, poster.token, [
      { kind: 'leadResponses', channel: 'sms', on: true },
      { kind: 'leadResponses', channel: 'email', on: false },
    ]);
    const response = await test.app.inject({
      method: 'POST',
      url: `/leads/${lead?.id ?? ''}/responses`,
      headers: bearer(responder.token),
      payload: { message: 'We make these in Rajkot; can quote this week.' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const rows = await test.db.select().from(outbox).where(eq(outbox.kind, 'lead-response'));
    expect(rows.map((row) => [row.channel, row.to.startsWith('+91')])).toEqual([['sms', true]]);
    expect(rows[0]?.text).toContain('is interested in your lead "Brass valves wanted"');
  });
});
