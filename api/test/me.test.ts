import { membershipStatusSchema } from '@club/contract/membership';
import { hasActiveMembership, roleNames, userProfileSchema } from '@club/contract/user';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit';
import { userRoles } from '../src/db/schema/users';
import { addMembership, createCompany, createUser } from './helpers/fixtures';
import { getMe, signIn } from './helpers/sign-in';
import { buildTestApp, DAY } from './helpers/test-app';

const EMAIL = 'harsh@narmadavalves.example';

function membershipStatus(
  app: Awaited<ReturnType<typeof buildTestApp>>['app'],
  accessToken: string,
) {
  return app.inject({
    method: 'GET',
    url: '/membership/status',
    headers: { authorization: `Bearer ${accessToken}` },
  });
}

describe('GET /me', () => {
  it('returns the user with roles, companies and memberships as the contract describes', async () => {
    const { app, db, clock } = await buildTestApp();
    const now = clock.now().getTime();
    const userId = await createUser(db, {
      email: EMAIL,
      username: 'Harsh Trivedi',
      mobile: '9876501234',
    });
    const companyId = await createCompany(db, userId, { createdAt: new Date(now - 10 * DAY) });
    await addMembership(db, companyId, {
      membershipTypeId: 2,
      status: 'ended',
      startsAt: new Date(now - 400 * DAY),
      endsAt: new Date(now - 35 * DAY),
    });
    const activeId = await addMembership(db, companyId, {
      membershipTypeId: 2,
      status: 'active',
      startsAt: new Date(now - 35 * DAY),
      endsAt: new Date(now + 330 * DAY),
    });
    const secondCompanyId = await createCompany(db, userId, {
      name: 'Narmada Valves Exports LLP',
      categoryId: 2,
      subcategoryId: null,
      stateId: null,
      gstNumber: null,
      createdAt: new Date(now - DAY),
    });

    const session = await signIn(app, EMAIL);
    const response = await getMe(app, session.accessToken);
    expect(response.statusCode).toBe(200);
    const profile = userProfileSchema.parse(response.json());

    expect(profile).toMatchObject({
      id: userId,
      username: 'Harsh Trivedi',
      email: EMAIL,
      countryCode: '+91',
      mobileNumber: '9876501234',
      roles: [],
    });
    expect(profile.companies.map((company) => company.id)).toEqual([companyId, secondCompanyId]);
    const [first, second] = profile.companies;
    expect(first).toMatchObject({
      name: 'Narmada Valves Pvt Ltd',
      categoryId: 1,
      subcategoryId: 12,
      category: { id: 1, name: 'Producers' },
      subcategory: { id: 12, name: 'Metals & Machinery' },
      state: { id: 11, name: 'Gujarat' },
      country: 'India',
      gstNumber: '24ABCDE1234F1Z6',
    });
    // The active membership comes first.
    expect(first?.memberships.map((membership) => [membership.id, membership.isActive])).toEqual([
      [activeId, true],
      [expect.any(String), false],
    ]);
    expect(first?.memberships[0]?.membershipType).toEqual({ id: 2, name: 'Producers' });
    expect(second).toMatchObject({
      subcategory: null,
      state: null,
      gstNumber: null,
      memberships: [],
    });
    expect(hasActiveMembership(profile)).toBe(true);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('reads an active membership from the first company only', async () => {
    const { app, db, clock } = await buildTestApp();
    const now = clock.now().getTime();
    const userId = await createUser(db, { email: EMAIL });
    await createCompany(db, userId, { createdAt: new Date(now - 10 * DAY) });
    const later = await createCompany(db, userId, { createdAt: new Date(now - DAY) });
    await addMembership(db, later, { status: 'active' });

    const session = await signIn(app, EMAIL);
    const status = await membershipStatus(app, session.accessToken);
    expect(membershipStatusSchema.parse(status.json())).toEqual({ hasActiveMembership: false });
  });

  it('treats a membership past its end (and its grace period), or pending, as inactive', async () => {
    const { app, db, clock } = await buildTestApp();
    const now = clock.now().getTime();
    const userId = await createUser(db, { email: EMAIL });
    const companyId = await createCompany(db, userId);
    await addMembership(db, companyId, { status: 'pending' });
    // Auto-renewing, but no charge came within the 7-day grace period: lapsed, whatever the job did.
    await addMembership(db, companyId, {
      status: 'active',
      startsAt: new Date(now - 400 * DAY),
      endsAt: new Date(now - 8 * DAY),
    });
    // Auto-renewal off: it ends with its term.
    await addMembership(db, companyId, {
      status: 'cancelled',
      startsAt: new Date(now - 366 * DAY),
      endsAt: new Date(now - 1000),
    });

    const session = await signIn(app, EMAIL);
    expect((await membershipStatus(app, session.accessToken)).json()).toEqual({
      hasActiveMembership: false,
    });
    const profile = userProfileSchema.parse((await getMe(app, session.accessToken)).json());
    expect(profile.companies[0]?.memberships.every((membership) => !membership.isActive)).toBe(
      true,
    );
  });

  it('reports no membership for a user without a company, and 401 without a token', async () => {
    const { app, db } = await buildTestApp();
    await createUser(db, { email: EMAIL });
    const session = await signIn(app, EMAIL);
    expect((await membershipStatus(app, session.accessToken)).json()).toEqual({
      hasActiveMembership: false,
    });
    expect(
      userProfileSchema.parse((await getMe(app, session.accessToken)).json()).companies,
    ).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/membership/status' })).statusCode).toBe(401);
  });
});

describe('admins', () => {
  it('grants the admin role from ADMIN_EMAILS at a proved sign-in, never at start-up', async () => {
    const first = await buildTestApp();
    await createUser(first.db, { email: 'boss@bizbridge.example' });
    await createUser(first.db, { email: 'staff@bizbridge.example' });

    const { app, db } = await buildTestApp({
      env: { ADMIN_EMAILS: 'boss@bizbridge.example,nobody@bizbridge.example' },
    });
    // Starting changed nobody's roles.
    expect(await db.select().from(userRoles)).toEqual([]);

    const boss = await signIn(app, 'boss@bizbridge.example');
    const profile = userProfileSchema.parse((await getMe(app, boss.accessToken)).json());
    expect(profile.roles).toEqual([{ role: { name: 'admin' } }]);
    expect(roleNames(profile)).toContain('admin');
    expect(decodeJwt(boss.accessToken).roles).toEqual(['admin']);

    const staff = await signIn(app, 'staff@bizbridge.example');
    expect(userProfileSchema.parse((await getMe(app, staff.accessToken)).json()).roles).toEqual([]);
    expect(decodeJwt(staff.accessToken).roles).toEqual([]);
  });

  it('records the grant once: signing in again with the same list changes nothing', async () => {
    const { app, db } = await buildTestApp({ env: { ADMIN_EMAILS: 'BOSS@bizbridge.example' } });
    await createUser(db, { email: 'boss@bizbridge.example' });
    await signIn(app, 'boss@bizbridge.example');
    const boss = await signIn(app, 'boss@bizbridge.example');
    expect(userProfileSchema.parse((await getMe(app, boss.accessToken)).json()).roles).toEqual([
      { role: { name: 'admin' } },
    ]);
    const entries = await db.select().from(auditLog);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'role.grant',
      actorId: null,
      actorEmail: 'ADMIN_EMAILS',
      subjectTitle: 'boss@bizbridge.example',
      detail: 'admin',
    });
  });
});
