import { GSTIN_MESSAGES, makeGstin } from '@club/contract/gstin';
import { HIDDEN_CHARACTERS_MESSAGE } from '@club/contract/hidden-characters';
import {
  MEMBERSHIP_AGREEMENT_VERSION,
  REGISTRATION_CONFLICT_MESSAGE,
  type RegistrationBody,
} from '@club/contract/registration';
import { userProfileSchema } from '@club/contract/user';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../src/db/schema/companies';
import { outbox } from '../src/db/schema/outbox';
import { registrations } from '../src/db/schema/registrations';
import { users } from '../src/db/schema/users';
import { AUTH_MESSAGES } from '../src/platform/identity/auth-messages';
import type { ZodApp } from '../src/http/zod-app';
import { createUser } from './helpers/fixtures';
import { registrationBody, STATE_IDS } from './helpers/purchase';
import { getMe, latestCode, verifyCode } from './helpers/sign-in';
import { buildTestApp } from './helpers/test-app';

const EMAIL = 'kavya@mahisagarfoods.example';

function register(app: ZodApp, body: unknown) {
  return app.inject({ method: 'POST', url: '/register', payload: body as object });
}

/** A GSTIN of the state code with a right check character. */
function gstin(stateCode: string, pan = 'AAKFM4821Q'): string {
  return makeGstin(stateCode, pan);
}

describe('POST /register', () => {
  it('keeps the registration apart until its code is entered, then opens the account', async () => {
    const { app, db, clock } = await buildTestApp();
    const body = registrationBody({ company: { gstNumber: gstin('24') } });
    const response = await register(app, body);
    expect(response.statusCode).toBe(200);
    const { nonce } = response.json<{ nonce: string }>();
    expect(nonce).toMatch(/^[\w-]{40,}$/);
    // Nothing is an account before the code: no user, no company.
    expect(await db.select().from(users)).toEqual([]);
    expect(await db.select().from(companies)).toEqual([]);
    const registeredAt = clock.now();

    clock.advance(60_000);
    const verified = await verifyCode(app, nonce, await latestCode(app, EMAIL));
    expect(verified.statusCode).toBe(200);
    const [user] = await db.select().from(users).where(eq(users.email, EMAIL));
    expect(user).toMatchObject({
      username: 'Kavya Shah',
      emailVerifiedAt: clock.now(),
      mobileNumber: '9825012345',
      // Typed into the form, never proved: it signs nobody in until an SMS code proves it.
      mobileVerifiedAt: null,
    });
    if (!user) throw new Error('no user');
    const [company] = await db.select().from(companies).where(eq(companies.ownerUserId, user.id));
    expect(company).toMatchObject({
      name: 'Mahisagar Foods LLP',
      gstNumber: gstin('24'),
      stateId: STATE_IDS.Gujarat,
      country: 'India',
      agreementVersion: MEMBERSHIP_AGREEMENT_VERSION,
      agreementAcceptedAt: registeredAt,
    });
    expect(await db.select().from(registrations)).toEqual([]);

    const me = userProfileSchema.parse(
      (await getMe(app, verified.json<{ accessToken: string }>().accessToken)).json(),
    );
    expect(me).toMatchObject({
      email: EMAIL,
      countryCode: '+91',
      mobileNumber: '9825012345',
      mobileVerified: false,
    });
    expect(me.companies).toHaveLength(1);
    expect(me.companies[0]).toMatchObject({
      name: 'Mahisagar Foods LLP',
      state: { id: STATE_IDS.Gujarat, name: 'Gujarat' },
      memberships: [],
    });
  });

  it('e-mails the code as a registration message', async () => {
    const { app } = await buildTestApp();
    await register(app, registrationBody());
    await app.outboxWorker.runOnce();
    const outbox = (
      await app.inject({ method: 'GET', url: '/dev/outbox', query: { to: EMAIL } })
    ).json<{ subject: string; text: string }[]>();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.subject).toBe('Confirm your e-mail address for BizBridge Club');
    expect(outbox[0]?.text).toMatch(
      /Hello Kavya Shah,[\s\S]*registering Mahisagar Foods LLP with BizBridge Club\. Your verification code is \d{6}\./,
    );
  });

  it('refuses invalid input field by field, disguised names too, and creates nothing', async () => {
    const { app, db } = await buildTestApp();
    // Names disguised by a direction override ("Acme Limited" with its last word written
    // backwards behind U+202E) or an invisible character; a joiner beside Latin letters only
    // hides ("Tata" and "Ta\u200Dta" look the same).
    const disguised: [RegistrationBody, string][] = [
      [registrationBody({ company: { companyName: 'Acme \u202EdetimiL' } }), 'company.companyName'],
      [registrationBody({ user: { username: 'Kavya\u202E Shah' } }), 'user.username'],
      [
        registrationBody({ company: { billingName: 'Mahisagar\u200B Foods' } }),
        'company.billingName',
      ],
      [
        registrationBody({ company: { billingAddress: '14 Sayajigunj\u2066' } }),
        'company.billingAddress',
      ],
      [registrationBody({ company: { companyName: 'Ta\u200Dta Steel' } }), 'company.companyName'],
    ];
    const cases: [unknown, string, string][] = [
      [registrationBody({ email: 'not-an-email' }), 'email', 'Please enter a valid e-mail address'],
      [registrationBody({ user: { username: ' ' } }), 'user.username', 'Please enter your name'],
      [
        registrationBody({ user: { countryCode: '+44' as '+91' } }),
        'user.countryCode',
        'Invalid option: expected one of "+91"|"+1"',
      ],
      [
        registrationBody({ user: { mobileNumber: '98250' } }),
        'user.mobileNumber',
        'Please enter your 10-digit mobile number',
      ],
      [
        registrationBody({ company: { gstNumber: gstin('24').slice(0, 14) } }),
        'company.gstNumber',
        GSTIN_MESSAGES.shape,
      ],
      [
        registrationBody({ company: { gstNumber: `${gstin('24').slice(0, 14)}#` } }),
        'company.gstNumber',
        GSTIN_MESSAGES.shape,
      ],
      [
        registrationBody({
          company: {
            gstNumber: `${gstin('24').slice(0, 14)}${gstin('24').endsWith('A') ? 'B' : 'A'}`,
          },
        }),
        'company.gstNumber',
        GSTIN_MESSAGES.checkCharacter,
      ],
      [
        registrationBody({ company: { gstNumber: gstin('99') } }),
        'company.gstNumber',
        GSTIN_MESSAGES.unknownStateCode('99'),
      ],
      [
        registrationBody({ company: { gstNumber: gstin('27') } }),
        'company.gstNumber',
        'Please check the GSTIN: it belongs to Maharashtra (code 27), not to Gujarat',
      ],
      [
        registrationBody({ company: { categoryId: 2, subcategoryId: 1 } }),
        'company.subcategoryId',
        'Please choose a subcategory of the chosen category',
      ],
      [registrationBody({ company: { stateId: 999 } }), 'company.stateId', 'Please choose a state'],
      ...disguised.map(([body, field]): [unknown, string, string] => [
        body,
        field,
        HIDDEN_CHARACTERS_MESSAGE,
      ]),
      [
        { ...registrationBody(), agreementVersion: '2020-01-01' },
        'agreementVersion',
        `Invalid input: expected "${MEMBERSHIP_AGREEMENT_VERSION}"`,
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await register(app, body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error, field).toEqual({
        code: 'VALIDATION_ERROR',
        message: `${field}: ${message}`,
        field,
      });
    }
    // A missing required field, and a field the contract does not know.
    const { company, ...withoutCompany } = registrationBody();
    expect((await register(app, withoutCompany)).json().error.field).toBe('company');
    expect(
      (await register(app, { ...registrationBody(), company: { ...company, price: 1 } }))
        .statusCode,
    ).toBe(400);
    expect(await db.select().from(users)).toEqual([]);
    expect(await db.select().from(registrations)).toEqual([]);
  });

  it('takes a Hindi and a Gujarati name spelt with ZWJ and ZWNJ inside their words', async () => {
    const { app, db } = await buildTestApp();
    // रक्‍षा: the half form of ka (virama + ZWJ); गुप्‌ता: the virama kept (ZWNJ).
    const hindi = 'रक्\u200Dषा गुप्\u200Cता';
    const gujarati = 'ગુપ્\u200Dતા ટ્રેડર્સ';
    const taken = await register(
      app,
      registrationBody({ user: { username: hindi }, company: { companyName: gujarati } }),
    );
    expect(taken.statusCode).toBe(200);
    const [stored] = await db.select().from(registrations);
    expect(stored?.username).toBe(hindi);
    expect(stored?.company).toMatchObject({ companyName: gujarati });
  });

  it('accepts a GST number of the chosen state in any case, and stores it in capitals', async () => {
    const { app, db } = await buildTestApp();
    const lower = gstin('27').toLowerCase();
    const response = await register(
      app,
      registrationBody({ company: { stateId: STATE_IDS.Maharashtra, gstNumber: lower } }),
    );
    expect(response.statusCode).toBe(200);
    const [registration] = await db.select().from(registrations);
    expect(registration?.company.gstNumber).toBe(gstin('27'));
  });

  it('answers an address that has an account like any other, and 409 only to whoever enters its code', async () => {
    const { app, db } = await buildTestApp();
    const holder = await createUser(db, { email: EMAIL, username: 'Kavya Shah' });
    const response = await register(
      app,
      registrationBody({ email: 'Kavya@MahisagarFoods.example' }),
    );
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['nonce']);
    // The address's owner is told by e-mail, with a code that only confirms it.
    const [mail] = await db.select().from(outbox).where(eq(outbox.to, EMAIL));
    expect(mail?.subject).toBe('Your e-mail address already has a BizBridge Club account');

    const verified = await verifyCode(
      app,
      response.json<{ nonce: string }>().nonce,
      await latestCode(app, EMAIL),
    );
    expect(verified.statusCode).toBe(409);
    expect(verified.json().error).toEqual({
      code: 'CONFLICT',
      message: REGISTRATION_CONFLICT_MESSAGE,
      field: 'email',
    });
    // Nothing changed: no company, the account as it was, the registration dropped.
    expect(await db.select().from(companies)).toEqual([]);
    expect(await db.select().from(registrations)).toEqual([]);
    const [account] = await db.select().from(users).where(eq(users.id, holder));
    expect(account?.username).toBe('Kavya Shah');
  });

  it('answers 409 for a mobile number another account proved, once the code is entered', async () => {
    const { app, db } = await buildTestApp();
    await createUser(db, { email: 'someone@else.example', mobile: '9825012345' });
    const response = await register(app, registrationBody());
    expect(response.statusCode).toBe(200);
    const verified = await verifyCode(
      app,
      response.json<{ nonce: string }>().nonce,
      await latestCode(app, EMAIL),
    );
    expect(verified.statusCode).toBe(409);
    expect(verified.json().error).toEqual({
      code: 'CONFLICT',
      message: 'An account with this mobile number already exists. Please sign in.',
      field: 'user.mobileNumber',
    });
    expect(await db.select().from(users).where(eq(users.email, EMAIL))).toEqual([]);
  });

  it('takes a mobile number that another account holds without having proved it', async () => {
    const { app, db } = await buildTestApp();
    await createUser(db, {
      email: 'someone@else.example',
      mobile: '9825012345',
      mobileUnverified: true,
    });
    const response = await register(app, registrationBody());
    expect(response.statusCode).toBe(200);
    const verified = await verifyCode(
      app,
      response.json<{ nonce: string }>().nonce,
      await latestCode(app, EMAIL),
    );
    expect(verified.statusCode).toBe(200);
    const holders = await db.select().from(users).where(eq(users.mobileNumber, '9825012345'));
    expect(holders).toHaveLength(2);
  });

  it('lets two registrations of one address wait; the one whose code is entered wins', async () => {
    const { app, db } = await buildTestApp();
    const first = (await register(app, registrationBody())).json<{ nonce: string }>();
    const firstCode = await latestCode(app, EMAIL);
    const second = await register(
      app,
      registrationBody({
        user: { username: 'Kavya S. Shah', mobileNumber: '9825099999' },
        company: { companyName: 'Mahisagar Foods Pvt Ltd' },
      }),
    );
    // The second is answered like the first: nothing about the one waiting.
    expect(second.statusCode).toBe(200);
    expect(Object.keys(second.json())).toEqual(['nonce']);
    expect(await db.select().from(registrations)).toHaveLength(2);
    expect(await db.select().from(users)).toEqual([]);

    // Only the latest code of an address works.
    const stale = await verifyCode(app, first.nonce, firstCode);
    expect(stale.statusCode).toBe(401);
    expect(stale.json().error.message).toBe(AUTH_MESSAGES.codeSuperseded);
    const verified = await verifyCode(
      app,
      second.json<{ nonce: string }>().nonce,
      await latestCode(app, EMAIL),
    );
    expect(verified.statusCode).toBe(200);

    const rows = await db.select().from(users);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ username: 'Kavya S. Shah', mobileNumber: '9825099999' });
    const names = (await db.select().from(companies)).map((company) => company.name);
    expect(names).toEqual(['Mahisagar Foods Pvt Ltd']);
    // The other registration is gone with it, and the address is taken: its next code says so.
    expect(await db.select().from(registrations)).toEqual([]);
    const again = await register(app, registrationBody());
    const refused = await verifyCode(
      app,
      again.json<{ nonce: string }>().nonce,
      await latestCode(app, EMAIL),
    );
    expect(refused.statusCode).toBe(409);
  });

  it('drops registrations whose code can no longer be entered', async () => {
    const { app, db, clock } = await buildTestApp();
    await register(app, registrationBody({ email: 'old@mahisagarfoods.example' }));
    clock.advance(11 * 60_000);
    await register(app, registrationBody());
    const emails = (await db.select().from(registrations)).map((row) => row.email);
    expect(emails).toEqual([EMAIL]);
  });

  it('keeps to the code limits: 3 codes an hour to an address from one network, replacements included', async () => {
    const { app } = await buildTestApp();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await register(app, registrationBody())).statusCode).toBe(200);
    }
    const fourth = await register(app, registrationBody());
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.message).toBe(
      'Too many code requests. Please try again in an hour.',
    );
    // Someone else registering the same address from their own network spent nothing of it.
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/register',
      remoteAddress: '198.51.100.90',
      payload: registrationBody(),
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});
