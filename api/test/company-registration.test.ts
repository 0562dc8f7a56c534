import {
  COMPANY_ALREADY_REGISTERED_MESSAGE,
  MEMBERSHIP_AGREEMENT_VERSION,
} from '@club/contract/registration';
import { makeGstin } from '@club/contract/gstin';
import { userProfileSchema } from '@club/contract/user';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../src/db/schema/companies';
import { users } from '../src/db/schema/users';
import type { ZodApp } from '../src/http/zod-app';
import { createCompany, createUser } from './helpers/fixtures';
import { auth, choose, PLAN_IDS, registrationBody, STATE_IDS } from './helpers/purchase';
import { getMe, signIn } from './helpers/sign-in';
import { buildTestApp } from './helpers/test-app';

const { company: COMPANY } = registrationBody();

function registerCompany(app: ZodApp, accessToken: string | null, body: unknown) {
  return app.inject({
    method: 'POST',
    url: '/register/company',
    headers: accessToken ? auth(accessToken) : {},
    payload: body as object,
  });
}

const body = (company: Partial<typeof COMPANY> = {}) => ({
  company: { ...COMPANY, ...company },
  agreementVersion: MEMBERSHIP_AGREEMENT_VERSION,
});

describe('POST /register/company', () => {
  it('gives a signed-in user without a company their company at once, ready to buy a plan', async () => {
    const test = await buildTestApp();
    const userId = await createUser(test.db, { email: 'asha@example.in' });
    const { accessToken } = await signIn(test.app, 'asha@example.in');

    const response = await registerCompany(test.app, accessToken, body());
    expect(response.statusCode).toBe(201);
    const { companyId } = response.json<{ companyId: string }>();

    const me = userProfileSchema.parse((await getMe(test.app, accessToken)).json());
    expect(me.companies).toHaveLength(1);
    expect(me.companies[0]).toMatchObject({
      id: companyId,
      name: 'Mahisagar Foods LLP',
      billingName: 'Mahisagar Foods LLP',
      state: { id: STATE_IDS.Gujarat, name: 'Gujarat' },
      memberships: [],
    });
    const [stored] = await test.db.select().from(companies).where(eq(companies.id, companyId));
    expect(stored).toMatchObject({
      ownerUserId: userId,
      agreementVersion: MEMBERSHIP_AGREEMENT_VERSION,
      agreementAcceptedAt: test.clock.now(),
    });

    const chosen = await choose(test.app, accessToken, PLAN_IDS.Producers);
    expect(chosen.statusCode).toBe(200);
  });

  it('dials the company mobile like India for an account without a mobile number', async () => {
    const test = await buildTestApp();
    const userId = await createUser(test.db, { email: 'admin@example.in' });
    await test.db
      .update(users)
      .set({ countryCode: null, mobileNumber: null, mobileVerifiedAt: null })
      .where(eq(users.id, userId));
    const { accessToken } = await signIn(test.app, 'admin@example.in');
    const response = await registerCompany(test.app, accessToken, body());
    expect(response.statusCode).toBe(201);
    const [stored] = await test.db.select().from(companies);
    expect(stored?.countryCode).toBe('+91');
  });

  it('refuses a second company for a user who has one (409), and stores nothing', async () => {
    const test = await buildTestApp();
    const userId = await createUser(test.db, { email: 'rohan@example.in' });
    await createCompany(test.db, userId);
    const { accessToken } = await signIn(test.app, 'rohan@example.in');

    const response = await registerCompany(test.app, accessToken, body());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'CONFLICT', message: COMPANY_ALREADY_REGISTERED_MESSAGE },
    });
    expect(
      await test.db.select().from(companies).where(eq(companies.ownerUserId, userId)),
    ).toHaveLength(1);
  });

  it('says which field is wrong: a rule of the form, or a state that does not exist', async () => {
    const test = await buildTestApp();
    await createUser(test.db, { email: 'kavya@example.in' });
    const { accessToken } = await signIn(test.app, 'kavya@example.in');

    const missing = await registerCompany(test.app, accessToken, body({ billingName: '' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ error: { field: string } }>().error.field).toBe('company.billingName');

    const unknownState = await registerCompany(test.app, accessToken, body({ stateId: 999 }));
    expect(unknownState.statusCode).toBe(400);
    expect(unknownState.json<{ error: { field: string } }>().error.field).toBe('company.stateId');

    // A GSTIN of Maharashtra for a company in Gujarat.
    const otherState = await registerCompany(
      test.app,
      accessToken,
      body({ stateId: STATE_IDS.Gujarat, gstNumber: makeGstin('27', 'AAKFM4821Q') }),
    );
    expect(otherState.statusCode).toBe(400);
    expect(otherState.json<{ error: { field: string; message: string } }>().error).toMatchObject({
      field: 'company.gstNumber',
      message:
        'company.gstNumber: Please check the GSTIN: it belongs to Maharashtra (code 27), not to Gujarat',
    });
    expect(await test.db.select().from(companies)).toEqual([]);
  });

  it('is for signed-in users only', async () => {
    const test = await buildTestApp();
    const response = await registerCompany(test.app, null, body());
    expect(response.statusCode).toBe(401);
    expect(await test.db.select().from(companies)).toEqual([]);
  });
});
