import {
  GSTIN_MESSAGE,
  GSTIN_STATE_MESSAGE,
  gstinCheckCharacter,
  MEMBERSHIP_AGREEMENT_VERSION,
  REGISTRATION_CONFLICT_MESSAGE,
} from '@club/shared/contract/registration';
import { userProfileSchema } from '@club/shared/contract/user';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../src/db/schema/companies';
import { users } from '../src/db/schema/users';
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
  const first14 = `${stateCode}${pan}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

describe('POST /register', () => {
  it('creates the user and the company, e-mails a code, and /auth/otp/verify finishes it', async () => {
    const { app, db, clock } = await buildTestApp();
    const body = registrationBody({ company: { gstNumber: gstin('24') } });
    const response = await register(app, body);
    expect(response.statusCode).toBe(200);
    const { nonce } = response.json<{ nonce: string }>();
    expect(nonce).toMatch(/^[\w-]{40,}$/);

    const [user] = await db.select().from(users).where(eq(users.email, EMAIL));
    expect(user).toMatchObject({ username: 'Kavya Shah', emailVerifiedAt: null });
    if (!user) throw new Error('no user');
    const [company] = await db.select().from(companies).where(eq(companies.ownerUserId, user.id));
    expect(company).toMatchObject({
      name: 'Mahisagar Foods LLP',
      gstNumber: gstin('24'),
      stateId: STATE_IDS.Gujarat,
      country: 'India',
      agreementVersion: MEMBERSHIP_AGREEMENT_VERSION,
      agreementAcceptedAt: clock.now(),
    });

    const verified = await verifyCode(app, nonce, await latestCode(app, EMAIL));
    expect(verified.statusCode).toBe(200);
    const [after] = await db.select().from(users).where(eq(users.email, EMAIL));
    expect(after?.emailVerifiedAt).toEqual(clock.now());

    const me = userProfileSchema.parse(
      (await getMe(app, verified.json<{ accessToken: string }>().accessToken)).json(),
    );
    expect(me).toMatchObject({ email: EMAIL, countryCode: '+91', mobileNumber: '9825012345' });
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
    expect(outbox[0]?.text).toMatch(/Hello Kavya Shah,[\s\S]*verification code is \d{6}\./);
  });

  it('refuses invalid input field by field, and creates nothing', async () => {
    const { app, db } = await buildTestApp();
    const cases: [unknown, string, string][] = [
      [registrationBody({ email: 'not-an-email' }), 'email', 'Please enter a valid e-mail address'],
      [registrationBody({ user: { username: ' ' } }), 'user.username', 'Name is required'],
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
        registrationBody({ company: { gstNumber: '24AAKFM4821Q1Z1' } }),
        'company.gstNumber',
        GSTIN_MESSAGE,
      ],
      [
        registrationBody({ company: { gstNumber: gstin('27') } }),
        'company.gstNumber',
        GSTIN_STATE_MESSAGE,
      ],
      [
        registrationBody({ company: { categoryId: 2, subcategoryId: 1 } }),
        'company.subcategoryId',
        'Choose a subcategory of the chosen category',
      ],
      [registrationBody({ company: { stateId: 999 } }), 'company.stateId', 'Choose a state'],
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
  });

  it('accepts a GST number of the chosen state in any case, and stores it in capitals', async () => {
    const { app, db } = await buildTestApp();
    const lower = gstin('27').toLowerCase();
    const response = await register(
      app,
      registrationBody({ company: { stateId: STATE_IDS.Maharashtra, gstNumber: lower } }),
    );
    expect(response.statusCode).toBe(200);
    const [company] = await db.select().from(companies);
    expect(company?.gstNumber).toBe(gstin('27'));
  });

  it('answers 409 for an e-mail address of a verified account', async () => {
    const { app, db } = await buildTestApp();
    await createUser(db, { email: EMAIL });
    const response = await register(
      app,
      registrationBody({ email: 'Kavya@MahisagarFoods.example' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'CONFLICT',
      message: REGISTRATION_CONFLICT_MESSAGE,
      field: 'email',
    });
    expect(await db.select().from(companies)).toEqual([]);
  });

  it('answers 409 for the mobile number of another verified account', async () => {
    const { app, db } = await buildTestApp();
    await createUser(db, { email: 'someone@else.example', mobile: '9825012345' });
    const response = await register(app, registrationBody());
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'CONFLICT',
      message: 'An account with this mobile number already exists. Please sign in.',
      field: 'user.mobileNumber',
    });
  });

  it('replaces an unverified registration of the same address, and only the new code works', async () => {
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
    expect(second.statusCode).toBe(200);

    const rows = await db.select().from(users);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ username: 'Kavya S. Shah', mobileNumber: '9825099999' });
    const names = (await db.select().from(companies)).map((company) => company.name);
    expect(names).toEqual(['Mahisagar Foods Pvt Ltd']);

    expect((await verifyCode(app, first.nonce, firstCode)).statusCode).toBe(401);
    const verified = await verifyCode(
      app,
      second.json<{ nonce: string }>().nonce,
      await latestCode(app, EMAIL),
    );
    expect(verified.statusCode).toBe(200);
    // Once verified, the address is taken.
    expect((await register(app, registrationBody())).statusCode).toBe(409);
  });

  it('frees the mobile number of an abandoned registration under another address', async () => {
    const { app, db } = await buildTestApp();
    await createUser(db, {
      email: 'typo@mahisagarfoods.example',
      mobile: '9825012345',
      unverified: true,
    });
    expect((await register(app, registrationBody())).statusCode).toBe(200);
    expect((await db.select().from(users)).map((user) => user.email)).toEqual([EMAIL]);
  });

  it('keeps to the sign-in code limit of 5 codes per address per hour, replacements included', async () => {
    const { app } = await buildTestApp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await register(app, registrationBody())).statusCode).toBe(200);
    }
    const sixth = await register(app, registrationBody());
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toBe('Too many code requests. Please try again in an hour.');
  });
});
