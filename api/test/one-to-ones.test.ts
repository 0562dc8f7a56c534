import {
  ONE_TO_ONE_MESSAGES,
  ONE_TO_ONE_PROPOSALS_PER_DAY,
  oneToOneSchema,
  oneToOnesResponseSchema,
} from '@club/contract/one-to-ones';
import { SCORECARD_MONTHS, scorecardSchema } from '@club/contract/leads';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { outbox } from '../src/db/schema/outbox';
import { users } from '../src/db/schema/users';
import { outboxAttachments } from '../src/db/schema/outbox-attachments';
import type { ZodApp } from '../src/http/zod-app';
import { bearer, createMember } from './helpers/members';
import { signIn } from './helpers/sign-in';
import { buildTestApp, DAY, HOUR, type TestClock } from './helpers/test-app';

interface Member {
  companyId: string;
  email: string;
  token: string;
}

async function member(
  app: ZodApp,
  db: Database,
  name: string,
  membershipTypeId: number | null = 2,
): Promise<Member> {
  const created = await createMember(db, { company: { name }, membershipTypeId });
  const session = await signIn(app, created.email);
  return { ...created, token: session.accessToken };
}

function call(
  app: ZodApp,
  who: Member,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  return app.inject({ method, url, headers: bearer(who.token), payload });
}

/** Times from now by the test clock, as the browser sends them. */
const times = (clock: TestClock, ...hoursAhead: number[]) =>
  hoursAhead.map((hours) => new Date(clock.now().getTime() + hours * HOUR).toISOString());

/** The value, failing the test when it is missing. */
function present<T>(value: T | null | undefined): T {
  expect(value).toBeDefined();
  expect(value).not.toBeNull();
  return value as T;
}

const proposal = (to: Member, slots: string[], place = 'Alkapuri, Vadodara') => ({
  companyId: to.companyId,
  slots,
  place,
  message: 'Coffee and a talk about castings?',
});

async function mails(db: Database, to: string, kind: string) {
  return db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.kind, kind)));
}

async function setUp() {
  const test = await buildTestApp();
  const asha = await member(test.app, test.db, 'Narmada Valves');
  const ravi = await member(test.app, test.db, 'Sahyadri Logistics');
  const third = await member(test.app, test.db, 'Manek Brass');
  return { ...test, asha, ravi, third };
}

describe('1-to-1s between members', () => {
  it('is proposed with up to three times, accepted once with a calendar file for both, and logged by each side afterwards', async () => {
    const { app, db, clock, asha, ravi, third } = await setUp();
    const slots = times(clock, 48, 24, 72);

    const proposed = await call(app, asha, 'POST', '/one-to-ones', proposal(ravi, slots));
    expect(proposed.statusCode).toBe(201);
    const made = oneToOneSchema.parse(proposed.json());
    expect(made).toMatchObject({
      status: 'proposed',
      stage: 'waiting',
      role: 'proposer',
      other: { name: 'Sahyadri Logistics' },
    });
    // Shown earliest first, whatever order they were given in.
    expect(made.slots).toEqual([...slots].sort());

    const [invitation] = await mails(db, ravi.email, 'one-to-one-proposed');
    expect(invitation?.subject).toBe('Narmada Valves proposes a 1-to-1');
    expect(invitation?.text).toContain('Alkapuri, Vadodara');
    expect(invitation?.text).toContain('(India time)');

    const twice = await call(app, asha, 'POST', '/one-to-ones', proposal(ravi, times(clock, 5)));
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: { message: ONE_TO_ONE_MESSAGES.alreadyProposed } });

    // The other member sees it as theirs to answer; a third company does not see it at all.
    const ravisList = oneToOnesResponseSchema.parse(
      (await call(app, ravi, 'GET', '/one-to-ones')).json(),
    );
    expect(ravisList.items).toEqual([
      expect.objectContaining({ id: made.id, role: 'invitee', stage: 'to-answer' }),
    ]);
    expect(
      oneToOnesResponseSchema.parse((await call(app, third, 'GET', '/one-to-ones')).json()).items,
    ).toEqual([]);
    expect(
      (await call(app, third, 'POST', `/one-to-ones/${made.id}/accept`, { slot: slots[0] }))
        .statusCode,
    ).toBe(404);
    const byProposer = await call(app, asha, 'POST', `/one-to-ones/${made.id}/accept`, {
      slot: slots[0],
    });
    expect(byProposer.statusCode).toBe(403);

    const notOffered = await call(app, ravi, 'POST', `/one-to-ones/${made.id}/accept`, {
      slot: times(clock, 30)[0],
    });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json()).toMatchObject({
      error: { message: `slot: ${ONE_TO_ONE_MESSAGES.notOffered}` },
    });

    // The proposer reads the club in Hindi: what is sent to them from now on is in Hindi.
    await db.update(users).set({ language: 'hi' }).where(eq(users.email, asha.email));

    // Two answers at once: one wins, the other is told it was answered.
    const chosen = present(slots[2]);
    const answers = await Promise.all([
      call(app, ravi, 'POST', `/one-to-ones/${made.id}/accept`, { slot: chosen }),
      call(app, ravi, 'POST', `/one-to-ones/${made.id}/accept`, { slot: slots[1] }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const accepted = oneToOneSchema.parse(
      present(answers.find((answer) => answer.statusCode === 200)).json(),
    );
    expect(accepted).toMatchObject({ status: 'accepted', stage: 'upcoming' });
    const agreed = present(accepted.acceptedSlot);
    expect([chosen, slots[1]]).toContain(agreed);

    const [toAsha] = await mails(db, asha.email, 'one-to-one-accepted');
    expect(toAsha?.subject).toMatch(/^Sahyadri Logistics के साथ 1-to-1: /);
    expect(toAsha?.text).toContain('(भारतीय समय)');
    const [toRavi] = await mails(db, ravi.email, 'one-to-one-accepted');
    expect(toRavi?.subject).toMatch(/^1-to-1 with Narmada Valves: /);
    for (const who of [asha, ravi]) {
      const sent = await mails(db, who.email, 'one-to-one-accepted');
      expect(sent).toHaveLength(1);
      const [file] = await db
        .select()
        .from(outboxAttachments)
        .where(eq(outboxAttachments.messageId, present(sent[0]).id));
      const ics = present(file).content.toString('utf8');
      expect(present(file).contentType).toContain('text/calendar');
      expect(ics).toContain('BEGIN:VEVENT');
      expect(ics).toContain(`UID:one-to-one-${made.id}@bizbridge.club`);
      expect(ics).toContain(`DTSTART:${agreed.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
      expect(ics).toContain('LOCATION:Alkapuri\\, Vadodara');
    }

    const calendar = await call(app, asha, 'GET', `/one-to-ones/${made.id}/calendar.ics`);
    expect(calendar.statusCode).toBe(200);
    expect(calendar.headers['content-type']).toContain('text/calendar');
    expect(calendar.body).toContain('STATUS:CONFIRMED');
    expect((await call(app, third, 'GET', `/one-to-ones/${made.id}/calendar.ics`)).statusCode).toBe(
      404,
    );

    const early = await call(app, asha, 'PUT', `/one-to-ones/${made.id}/log`, { note: 'Met' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: { message: ONE_TO_ONE_MESSAGES.notYetHappened } });

    await app.outboxWorker.runOnce();
    clock.advance(4 * DAY);
    const ashaNow = { ...asha, token: (await signIn(app, asha.email)).accessToken };
    const logged = await call(app, ashaNow, 'PUT', `/one-to-ones/${made.id}/log`, {
      note: 'Agreed on a trial order of 200 valves.',
    });
    expect(logged.statusCode).toBe(200);
    expect(oneToOneSchema.parse(logged.json())).toMatchObject({
      stage: 'done',
      myLog: { note: 'Agreed on a trial order of 200 valves.' },
    });
    const relogged = oneToOneSchema.parse(
      (
        await call(app, ashaNow, 'PUT', `/one-to-ones/${made.id}/log`, {
          note: 'Trial order: 250.',
        })
      ).json(),
    );
    expect(relogged.myLog?.note).toBe('Trial order: 250.');

    const raviNow = { ...ravi, token: (await signIn(app, ravi.email)).accessToken };
    const ravisView = oneToOnesResponseSchema.parse(
      (await call(app, raviNow, 'GET', '/one-to-ones')).json(),
    ).items[0];
    expect(ravisView).toBeDefined();
    // The other side knows it was logged, not what was written.
    expect(ravisView).toMatchObject({ otherLogged: true, myLog: null, stage: 'to-log' });
    expect(JSON.stringify(ravisView)).not.toContain('Trial order');

    // The scorecard counts it in the month it took place, for the side that logged it.
    const month = (who: Member) =>
      call(app, who, 'GET', '/me/scorecard').then(
        (response) => scorecardSchema.parse(response.json()).oneToOnesByMonth,
      );
    const ashaMonths = await month(ashaNow);
    expect(ashaMonths).toHaveLength(SCORECARD_MONTHS);
    const agreedMonth = new Date(Date.parse(agreed) + 330 * 60_000).toISOString().slice(0, 7);
    expect(ashaMonths.find((entry) => entry.month === agreedMonth)?.count).toBe(1);
    expect(ashaMonths.reduce((sum, entry) => sum + entry.count, 0)).toBe(1);
    expect((await month(raviNow)).reduce((sum, entry) => sum + entry.count, 0)).toBe(0);

    // Its time has passed: it cannot be cancelled any more.
    expect((await call(app, raviNow, 'POST', `/one-to-ones/${made.id}/cancel`)).statusCode).toBe(
      409,
    );
  });

  it('is declined or cancelled with a word to the other member, and refuses what does not make sense', async () => {
    const { app, db, clock, asha, ravi, third } = await setUp();
    const lapsed = await member(app, db, 'Lapsed Foundry', null);

    const own = await call(app, asha, 'POST', '/one-to-ones', proposal(asha, times(clock, 24)));
    expect(own.statusCode).toBe(403);
    const notMember = await call(
      app,
      asha,
      'POST',
      '/one-to-ones',
      proposal(lapsed, times(clock, 24)),
    );
    expect(notMember.statusCode).toBe(409);
    expect(notMember.json()).toMatchObject({
      error: { message: ONE_TO_ONE_MESSAGES.otherNotAMember },
    });
    const nobody = await call(app, asha, 'POST', '/one-to-ones', {
      ...proposal(ravi, times(clock, 24)),
      companyId: '00000000-0000-4000-8000-000000000000',
    });
    expect(nobody.statusCode).toBe(404);
    for (const slots of [[], times(clock, 1, 2, 3, 4), times(clock, -1), times(clock, 24 * 91)]) {
      const bad = await call(app, asha, 'POST', '/one-to-ones', proposal(ravi, slots));
      expect(bad.statusCode, JSON.stringify(slots)).toBe(400);
    }
    const same = present(times(clock, 24)[0]);
    expect(
      (await call(app, asha, 'POST', '/one-to-ones', proposal(ravi, [same, same]))).statusCode,
    ).toBe(400);
    expect(
      (await call(app, asha, 'POST', '/one-to-ones', proposal(ravi, times(clock, 24), ' ')))
        .statusCode,
    ).toBe(400);
    // Nothing was stored by any of those.
    expect(
      oneToOnesResponseSchema.parse((await call(app, asha, 'GET', '/one-to-ones')).json()).items,
    ).toEqual([]);

    const toRavi = oneToOneSchema.parse(
      (await call(app, asha, 'POST', '/one-to-ones', proposal(ravi, times(clock, 24)))).json(),
    );
    const declined = await call(app, ravi, 'POST', `/one-to-ones/${toRavi.id}/decline`);
    expect(oneToOneSchema.parse(declined.json()).status).toBe('declined');
    expect(await mails(db, asha.email, 'one-to-one-declined')).toHaveLength(1);
    expect((await call(app, ravi, 'POST', `/one-to-ones/${toRavi.id}/decline`)).statusCode).toBe(
      409,
    );

    const toThird = oneToOneSchema.parse(
      (await call(app, asha, 'POST', '/one-to-ones', proposal(third, times(clock, 24)))).json(),
    );
    const cancelled = await call(app, asha, 'POST', `/one-to-ones/${toThird.id}/cancel`);
    expect(oneToOneSchema.parse(cancelled.json()).status).toBe('cancelled');
    expect(await mails(db, third.email, 'one-to-one-cancelled')).toHaveLength(1);
    expect(
      (
        await call(app, third, 'POST', `/one-to-ones/${toThird.id}/accept`, {
          slot: toThird.slots[0],
        })
      ).statusCode,
    ).toBe(409);
    // Once answered, the pair may start again.
    expect(
      (await call(app, asha, 'POST', '/one-to-ones', proposal(third, times(clock, 30)))).statusCode,
    ).toBe(201);
  });

  it(`takes at most ${ONE_TO_ONE_PROPOSALS_PER_DAY} proposals a day from one company`, async () => {
    const { app, db, clock, asha } = await setUp();
    const others = [];
    for (let i = 0; i <= ONE_TO_ONE_PROPOSALS_PER_DAY; i++)
      others.push(await member(app, db, `Member ${i}`));
    const answers = [];
    for (const other of others) {
      answers.push(
        (await call(app, asha, 'POST', '/one-to-ones', proposal(other, times(clock, 24))))
          .statusCode,
      );
    }
    expect(answers.filter((status) => status === 201)).toHaveLength(ONE_TO_ONE_PROPOSALS_PER_DAY);
    expect(answers.at(-1)).toBe(429);
  });
});
