import { adminMembersPageSchema, type AdminMemberState } from '@club/contract/admin-members';
import {
  companyProfileSchema,
  memberCompanyPageSchema,
  memberDirectoryResponseSchema,
  publicDirectoryResponseSchema,
} from '@club/contract/companies';
import { makeGstin } from '@club/contract/gstin';
import { HIDDEN_CHARACTERS_MESSAGE } from '@club/contract/hidden-characters';
import { describe, expect, it } from 'vitest';
import type { ZodApp } from '../src/http/zod-app';
import { grantRoleByEmails } from '../src/platform/users/repository';
import { addMembership, createCompany, createUser } from './helpers/fixtures';
import { bearer, createMember, type MemberOptions } from './helpers/members';
import { signIn } from './helpers/sign-in';
import { buildTestApp, DAY } from './helpers/test-app';

const GUJARAT = 11;
const MAHARASHTRA = 21;

type Db = Awaited<ReturnType<typeof buildTestApp>>['db'];

/** Listed companies, each a day newer than the one before. */
async function seedCompanies(
  db: Db,
  now: Date,
  specs: (MemberOptions['company'] & MemberOptions)[],
) {
  const ids: string[] = [];
  for (const [index, spec] of specs.entries()) {
    const { verified, membershipTypeId, profile, username, ...company } = spec;
    const member = await createMember(db, {
      verified,
      membershipTypeId,
      profile,
      username,
      company: { createdAt: new Date(now.getTime() - (100 - index) * DAY), ...company },
    });
    ids.push(member.companyId);
  }
  return ids;
}

async function publicList(app: ZodApp, query: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url: '/companies/public', query });
  expect(response.statusCode).toBe(200);
  return publicDirectoryResponseSchema.parse(response.json());
}

describe('GET /companies/public', () => {
  it('lists companies of verified owners, newest first, without contact details', async () => {
    const { app, db, clock } = await buildTestApp({ env: { PUBLIC_URL: 'https://api.example' } });
    const [oldest, newest] = await seedCompanies(db, clock.now(), [
      {
        name: 'Narmada Castings',
        categoryId: 1,
        subcategoryId: 12,
        city: 'Vadodara',
        profile: { profileImageKey: 'logos/narmada.png' },
      },
      {
        name: 'Sabarmati Legal LLP',
        categoryId: 2,
        subcategoryId: 18,
        city: 'Ahmedabad',
        membershipTypeId: 3,
      },
    ]);
    await seedCompanies(db, clock.now(), [{ name: 'Unverified Owner Pvt Ltd', verified: false }]);

    const page = await publicList(app);
    expect(page.items.map((item) => item.name)).toEqual([
      'Sabarmati Legal LLP',
      'Narmada Castings',
    ]);
    expect(page.items[0]).toEqual({
      id: newest,
      name: 'Sabarmati Legal LLP',
      category: 'Providers',
      subcategory: 'Legal Advisors',
      state: 'Gujarat',
      country: 'India',
      city: 'Ahmedabad',
      profileImageUrl: null,
      membershipType: 'Providers',
      isActive: true,
      type: 'provider',
      gstVerified: true,
    });
    expect(page.items[1]).toMatchObject({
      id: oldest,
      type: 'producer',
      profileImageUrl: 'https://api.example/files/logos/narmada.png',
    });
    expect(JSON.stringify(page)).not.toMatch(/@|98765/);
    expect(page.counts).toEqual({ total: 2, producers: 1, providers: 1 });
    expect(page.matching).toBe(2);
    expect(page.nextCursor).toBeNull();
    expect(page.locations).toEqual([
      { stateId: GUJARAT, state: 'Gujarat', cities: ['Ahmedabad', 'Vadodara'] },
    ]);
  });

  it('filters by type, state, city and search text, with counts for the filters and the list of places', async () => {
    const { app, db, clock } = await buildTestApp();
    await seedCompanies(db, clock.now(), [
      {
        name: 'Vadodara Valves',
        categoryId: 1,
        subcategoryId: 12,
        stateId: GUJARAT,
        city: 'Vadodara',
      },
      {
        name: 'Baroda Chartered Accountants',
        categoryId: 2,
        subcategoryId: 19,
        stateId: GUJARAT,
        city: 'Vadodara',
      },
      {
        name: 'Surat Silks',
        categoryId: 1,
        subcategoryId: 1,
        stateId: GUJARAT,
        city: 'Surat',
        membershipTypeId: null,
      },
      {
        name: 'Pune Forgings',
        categoryId: 1,
        subcategoryId: 9,
        stateId: MAHARASHTRA,
        city: 'Pune',
      },
      {
        name: 'Pune IT Solutions',
        categoryId: 2,
        subcategoryId: 26,
        stateId: MAHARASHTRA,
        city: 'Pune',
      },
    ]);

    const gujarat = await publicList(app, { stateId: String(GUJARAT) });
    // Surat Silks never chose a plan: not a member, so neither listed nor counted.
    expect(gujarat.counts).toEqual({ total: 2, producers: 1, providers: 1 });
    expect(gujarat.items.map((item) => item.name)).not.toContain('Surat Silks');

    const vadodaraProviders = await publicList(app, {
      stateId: String(GUJARAT),
      city: 'Vadodara',
      type: 'provider',
    });
    expect(vadodaraProviders.items.map((item) => item.name)).toEqual([
      'Baroda Chartered Accountants',
    ]);
    expect(vadodaraProviders.counts).toEqual({ total: 2, producers: 1, providers: 1 });
    expect(vadodaraProviders.matching).toBe(1);
    // The counters are the club's, whatever the filters.
    const club = { total: 4, producers: 2, providers: 2 };
    expect(vadodaraProviders.totals).toEqual(club);
    expect(gujarat.totals).toEqual(club);
    expect((await publicList(app)).totals).toEqual(club);

    const search = await publicList(app, { q: 'pUNE' });
    expect(search.items.map((item) => item.name)).toEqual(['Pune IT Solutions', 'Pune Forgings']);
    expect(search.totals).toEqual(club);
    const byCategory = await publicList(app, { q: 'chartered' });
    expect(byCategory.items.map((item) => item.name)).toEqual(['Baroda Chartered Accountants']);
    expect((await publicList(app, { q: '100%_' })).items).toEqual([]);

    // The places are every state and city with members, whatever the filters.
    expect(vadodaraProviders.locations).toEqual([
      { stateId: GUJARAT, state: 'Gujarat', cities: ['Vadodara'] },
      { stateId: MAHARASHTRA, state: 'Maharashtra', cities: ['Pune'] },
    ]);

    const badType = await app.inject({
      method: 'GET',
      url: '/companies/public',
      query: { type: 'promoter' },
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().error.field).toBe('type');
  });

  it('pages 12 at a time with a cursor', async () => {
    const { app, db, clock } = await buildTestApp();
    await seedCompanies(
      db,
      clock.now(),
      Array.from({ length: 14 }, (_, index) => ({
        name: `Member ${String(index + 1).padStart(2, '0')}`,
      })),
    );
    const first = await publicList(app);
    expect(first.items).toHaveLength(12);
    expect(first.items[0]?.name).toBe('Member 14');
    expect(first.nextCursor).not.toBeNull();
    const second = await publicList(app, { cursor: first.nextCursor ?? '' });
    expect(second.items.map((item) => item.name)).toEqual(['Member 02', 'Member 01']);
    expect(second.nextCursor).toBeNull();

    const broken = await app.inject({
      method: 'GET',
      url: '/companies/public',
      query: { cursor: 'nonsense' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.field).toBe('cursor');
  });
});

describe('GET /companies/list', () => {
  async function setUp() {
    const test = await buildTestApp();
    const now = test.clock.now();
    await seedCompanies(test.db, now, [
      { name: 'Kutch Salt Works', categoryId: 1, subcategoryId: 16, username: 'Ramesh Ahir' },
      {
        name: 'Desai & Shah Legal',
        categoryId: 2,
        subcategoryId: 18,
        profile: { ownerName: 'Meera Desai', primaryPhone: '+91 9825012345' },
      },
      { name: 'Anand Dairy Foods', categoryId: 1, subcategoryId: 17 },
      { name: 'Gir Logistics', categoryId: 2, subcategoryId: 27 },
      { name: 'Saurashtra Pumps', categoryId: 1, subcategoryId: 12 },
      { name: 'Rann Travels', categoryId: 2, subcategoryId: 27 },
    ]);
    const member = await createMember(test.db, {
      email: 'viewer@members.example',
      company: { name: 'Viewer Co', createdAt: new Date(now.getTime() - 200 * DAY) },
    });
    const token = (await signIn(test.app, member.email)).accessToken;
    return { ...test, token };
  }

  function list(app: ZodApp, token: string | null, query: Record<string, string> = {}) {
    return app.inject({
      method: 'GET',
      url: '/companies/list',
      query,
      headers: token ? bearer(token) : {},
    });
  }

  it('is for members with an active membership only', async () => {
    const { app, db, clock } = await setUp();
    expect((await list(app, null)).statusCode).toBe(401);

    const registered = await createMember(db, { membershipTypeId: null });
    const expiredOwner = await createUser(db, { email: 'lapsed@members.example' });
    const lapsed = await createCompany(db, expiredOwner);
    await addMembership(db, lapsed, {
      status: 'cancelled',
      startsAt: new Date(clock.now().getTime() - 400 * DAY),
      endsAt: new Date(clock.now().getTime() - DAY),
    });
    for (const email of [registered.email, 'lapsed@members.example']) {
      const response = await list(app, (await signIn(app, email)).accessToken);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({
        code: 'FORBIDDEN',
        message: 'Meet the Members is open to members with an active membership.',
      });
    }
  });

  it('shows 5 members a page with their contacts, and loads 5 more', async () => {
    const { app, token } = await setUp();
    const first = memberDirectoryResponseSchema.parse((await list(app, token)).json());
    expect(first.items.map((item) => item.name)).toEqual([
      'Rann Travels',
      'Saurashtra Pumps',
      'Gir Logistics',
      'Anand Dairy Foods',
      'Desai & Shah Legal',
    ]);
    expect(first.counts).toEqual({ total: 7, producers: 4, providers: 3 });
    expect(first.items[4]).toMatchObject({
      ownerName: 'Meera Desai',
      email: 'info@narmadavalves.example',
      contactNumber: '+91 9876543210',
      primaryPhone: '+91 9825012345',
      membership: { name: 'Producers' },
      type: 'provider',
    });
    const second = memberDirectoryResponseSchema.parse(
      (await list(app, token, { cursor: first.nextCursor ?? '' })).json(),
    );
    expect(second.items.map((item) => item.name)).toEqual(['Kutch Salt Works', 'Viewer Co']);
    expect(second.nextCursor).toBeNull();
  });

  it('searches company name, owner name and category in any case, and filters by type', async () => {
    const { app, token } = await setUp();
    const names = async (query: Record<string, string>) =>
      memberDirectoryResponseSchema
        .parse((await list(app, token, query)).json())
        .items.map((item) => item.name);
    expect(await names({ q: 'SALT' })).toEqual(['Kutch Salt Works']);
    expect(await names({ q: 'meera' })).toEqual(['Desai & Shah Legal']);
    expect(await names({ q: 'ramesh ahir' })).toEqual(['Kutch Salt Works']);
    expect(await names({ q: 'legal advisors' })).toEqual(['Desai & Shah Legal']);
    expect(await names({ q: 'providers' })).toEqual([
      'Rann Travels',
      'Gir Logistics',
      'Desai & Shah Legal',
    ]);
    expect(await names({ type: 'provider', q: 'transportation' })).toEqual([
      'Rann Travels',
      'Gir Logistics',
    ]);
    const counts = memberDirectoryResponseSchema.parse(
      (await list(app, token, { q: 'transportation', type: 'producer' })).json(),
    );
    expect(counts.items).toEqual([]);
    expect(counts.counts).toEqual({ total: 2, producers: 0, providers: 2 });
    // The counters are the club's, whatever the search.
    expect(counts.totals).toEqual({ total: 7, producers: 4, providers: 3 });
  });
});

describe('who the directories list: members with access to the club now', () => {
  /** One company in every state a membership can be in, and one that never paid. */
  async function clubInEveryState(db: Db, now: Date) {
    const at = (days: number) => new Date(now.getTime() + days * DAY);
    const states: [string, Parameters<typeof addMembership>[2] | null][] = [
      ['Paid Term Pumps', { status: 'active', startsAt: at(-100), endsAt: at(265) }],
      // The term is over and the renewal charge is on its way (within the grace days).
      ['Charge Pending Castings', { status: 'active', startsAt: at(-366), endsAt: at(-1) }],
      // The renewal charge failed: access continues until the grace period ends.
      [
        'Grace Period Looms',
        { status: 'renewal_due', startsAt: at(-368), endsAt: at(-3), graceEndsAt: at(4) },
      ],
      // Cancelled, but the paid term still runs.
      [
        'Cancelled In Term Traders',
        { status: 'cancelled', startsAt: at(-200), endsAt: at(165), cancelledAt: at(-5) },
      ],
      ['Never Paid Kitchens', null],
      ['Awaiting Payment Works', { status: 'pending' }],
      ['Ended Insurance', { status: 'cancelled', startsAt: at(-380), endsAt: at(-15) }],
      ['Stored Ended Mills', { status: 'ended', startsAt: at(-400), endsAt: at(-35) }],
      [
        'Lapsed Grace Forgings',
        { status: 'renewal_due', startsAt: at(-380), endsAt: at(-15), graceEndsAt: at(-8) },
      ],
      ['Lapsed Silent Textiles', { status: 'active', startsAt: at(-425), endsAt: at(-60) }],
      [
        'Terminated Tiles',
        {
          status: 'terminated',
          startsAt: at(-30),
          endsAt: at(335),
          terminatedAt: at(-2),
          terminationReason: 'Failed to pay the renewal fee',
        },
      ],
    ];
    for (const [index, [name, membership]] of states.entries()) {
      const member = await createMember(db, {
        // Half producers, half providers, so the counters by type are tested too.
        company: {
          name,
          categoryId: index % 2 === 0 ? 1 : 2,
          subcategoryId: index % 2 === 0 ? 12 : 18,
          createdAt: at(-50 + index),
        },
        membershipTypeId: null,
      });
      if (membership) await addMembership(db, member.companyId, membership);
    }
    // A member who keeps the company out of the public directory: listed for members only.
    await createMember(db, {
      company: { name: 'Private Member Valves', categoryId: 1, subcategoryId: 12 },
      directory: false,
    });
  }

  it('lists only the companies the back office shows active, renewal due, in grace or cancelled in term, and counts the same', async () => {
    const { app, db, clock } = await buildTestApp();
    await clubInEveryState(db, clock.now());
    const viewer = await createMember(db, {
      email: 'viewer@members.example',
      company: { name: 'Viewer Co', categoryId: 2, subcategoryId: 18 },
    });
    await createUser(db, { email: 'admin@example.in' });
    await grantRoleByEmails(db, 'admin', ['admin@example.in']);

    // The back office's verdict on each company.
    const admin = (await signIn(app, 'admin@example.in')).accessToken;
    const backOffice = adminMembersPageSchema.parse(
      (
        await app.inject({ method: 'GET', url: '/admin/members?limit=50', headers: bearer(admin) })
      ).json(),
    ).items;
    const stateOf = new Map(backOffice.map((member) => [member.companyName, member.state]));
    expect(Object.fromEntries(stateOf)).toMatchObject({
      'Paid Term Pumps': 'active',
      'Charge Pending Castings': 'renewal_due',
      'Grace Period Looms': 'grace',
      'Cancelled In Term Traders': 'cancelled',
      'Never Paid Kitchens': 'none',
      'Awaiting Payment Works': 'pending',
      'Ended Insurance': 'ended',
      'Stored Ended Mills': 'ended',
      'Lapsed Grace Forgings': 'lapsed',
      'Lapsed Silent Textiles': 'lapsed',
      'Terminated Tiles': 'terminated',
    } satisfies Record<string, AdminMemberState>);
    const withAccess = new Set<AdminMemberState>(['active', 'renewal_due', 'grace', 'cancelled']);
    const members = backOffice
      .filter((member) => withAccess.has(member.state))
      .map((member) => member.companyName)
      .sort();
    expect(members).toEqual([
      'Cancelled In Term Traders',
      'Charge Pending Castings',
      'Grace Period Looms',
      'Paid Term Pumps',
      'Private Member Valves',
      'Viewer Co',
    ]);

    // Meet the Members: exactly those, with their contacts, and counters that count them.
    const token = (await signIn(app, viewer.email)).accessToken;
    const signedIn = memberDirectoryResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/companies/list',
          query: { limit: '50' },
          headers: bearer(token),
        })
      ).json(),
    );
    expect(signedIn.items.map((item) => item.name).sort()).toEqual(members);
    expect(JSON.stringify(signedIn)).not.toMatch(/Never Paid|Ended|Lapsed|Terminated|Awaiting/);
    expect(signedIn.counts).toEqual({ total: 6, producers: 3, providers: 3 });
    expect(signedIn.totals).toEqual(signedIn.counts);
    // A search never brings back a company that is not a member.
    const ended = memberDirectoryResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/companies/list',
          query: { q: 'insurance' },
          headers: bearer(token),
        })
      ).json(),
    );
    expect(ended.items).toEqual([]);
    expect(ended.totals).toEqual(signedIn.counts);

    // Our Members: the same members, less the one who did not consent to the public listing.
    const everyone = await publicList(app, { limit: '50' });
    expect(everyone.items.map((item) => item.name).sort()).toEqual(
      members.filter((name) => name !== 'Private Member Valves'),
    );
    expect(everyone.items.every((item) => item.isActive)).toBe(true);
    expect(everyone.counts).toEqual({ total: 5, producers: 2, providers: 3 });

    // A company that is not a member has no page either, for visitors and members alike.
    const neverPaid = backOffice.find((member) => member.companyName === 'Never Paid Kitchens');
    for (const headers of [{}, bearer(token)]) {
      const response = await app.inject({
        method: 'GET',
        url: `/companies/${neverPaid?.companyId ?? ''}/profile`,
        headers,
      });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('"GST verified" in the directories', () => {
  it('badges only the companies whose GSTIN passes every rule, in both directories and on the page', async () => {
    const { app, db, clock } = await buildTestApp();
    const valid = makeGstin('24', 'AAKFM4821Q');
    const wrongCheck = `${valid.slice(0, 14)}${valid.endsWith('A') ? 'B' : 'A'}`;
    await seedCompanies(db, clock.now(), [
      { name: 'Verified Co', stateId: GUJARAT, gstNumber: valid },
      {
        name: 'Verified With PAN Co',
        stateId: GUJARAT,
        gstNumber: valid,
        profile: { pan: 'AAKFM4821Q' },
      },
      { name: 'Wrong Check Co', stateId: GUJARAT, gstNumber: wrongCheck },
      { name: 'Other State Co', stateId: MAHARASHTRA, gstNumber: valid },
      { name: 'Other PAN Co', stateId: GUJARAT, gstNumber: valid, profile: { pan: 'ABCDE1234F' } },
      { name: 'No GSTIN Co', stateId: GUJARAT, gstNumber: null },
    ]);
    const expected = {
      'Verified Co': true,
      'Verified With PAN Co': true,
      'Wrong Check Co': false,
      'Other State Co': false,
      'Other PAN Co': false,
      'No GSTIN Co': false,
    };
    const publicPage = await publicList(app);
    expect(
      Object.fromEntries(publicPage.items.map((item) => [item.name, item.gstVerified])),
    ).toEqual(expected);
    const viewer = await createMember(db, {
      email: 'gst-viewer@members.example',
      company: { name: 'Viewer Co', createdAt: new Date(clock.now().getTime() - 200 * DAY) },
    });
    const token = (await signIn(app, viewer.email)).accessToken;
    const members = memberDirectoryResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/companies/list',
          query: { limit: '20' },
          headers: bearer(token),
        })
      ).json(),
    );
    expect(
      Object.fromEntries(
        members.items
          .filter((item) => item.name !== 'Viewer Co')
          .map((item) => [item.name, item.gstVerified]),
      ),
    ).toEqual(expected);
    const verified = publicPage.items.find((item) => item.name === 'Verified Co');
    const page = await app.inject({ method: 'GET', url: `/companies/${verified?.id}/profile` });
    expect(memberCompanyPageSchema.parse(page.json()).gstVerified).toBe(true);
    // The PAN it was computed from is not answered.
    expect(JSON.stringify(members)).not.toContain('ABCDE1234F');
  });
});

describe('company profiles', () => {
  function patch(app: ZodApp, token: string, body: object) {
    return app.inject({
      method: 'PATCH',
      url: '/companies/profile',
      headers: bearer(token),
      payload: body,
    });
  }

  async function setUp() {
    const test = await buildTestApp();
    const member = await createMember(test.db, {
      email: 'owner@kutchsalt.example',
      company: { name: 'Kutch Salt Works', city: 'Bhuj' },
    });
    const token = (await signIn(test.app, member.email)).accessToken;
    return { ...test, member, token };
  }

  it('refuses an owner name or a brief disguised by a direction override or a zero-width space, naming the field', async () => {
    const { app, token } = await setUp();
    for (const [field, value] of [
      ['ownerName', 'Hetal \u202Eiasedi'],
      ['brief', 'Rock salt from the Rann\u200B of Kutch'],
    ] as const) {
      const response = await patch(app, token, { [field]: value });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error, field).toEqual({
        code: 'VALIDATION_ERROR',
        message: `${field}: ${HIDDEN_CHARACTERS_MESSAGE}`,
        field,
      });
    }
    const hindi = await patch(app, token, { ownerName: 'हेतल क्\u200Dषत्रिय' });
    expect(hindi.statusCode).toBe(200);
  });

  it("returns the caller's first company with its registration details and an empty profile", async () => {
    const { app, token, member } = await setUp();
    const response = await app.inject({
      method: 'GET',
      url: '/companies/profile',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const profile = companyProfileSchema.parse(response.json());
    expect(profile.company).toMatchObject({
      id: member.companyId,
      name: 'Kutch Salt Works',
      category: { id: 1, name: 'Producers' },
      subcategory: { id: 12, name: 'Metals & Machinery' },
      state: { id: GUJARAT, name: 'Gujarat' },
      gstNumber: '24ABCDE1234F1Z6',
      memberships: [
        expect.objectContaining({ isActive: true, membershipType: { id: 2, name: 'Producers' } }),
      ],
    });
    expect(profile).toMatchObject({
      city: 'Bhuj',
      brief: null,
      coreProducts: [],
      clients: [],
      firmType: null,
      profileImageUrl: null,
    });
  });

  it('saves the fields sent, keeps the others, and shows the saved values', async () => {
    const { app, token } = await setUp();
    const first = await patch(app, token, {
      establishedAt: '2004-04-01',
      website: 'https://kutchsalt.example',
      city: 'Gandhidham',
      brief: 'Industrial and edible salt from the Little Rann.',
      ownerName: 'Ramesh Ahir',
      primaryEmail: 'Sales@KutchSalt.example',
      primaryPhone: '+91 9825012345',
      firmTypeId: 4,
      skilledEmployees: 12,
      unskilledEmployees: 0,
      revenueBandId: 2,
      isoCertified: true,
      pan: 'abcde1234f',
      msme: 'UDYAM-GJ-01-0000001',
      coreProducts: ['Industrial salt', 'Edible salt'],
      clients: ['Chemical plants'],
      about: 'Three generations of salt farming.',
    });
    expect(first.statusCode).toBe(200);
    expect(companyProfileSchema.parse(first.json())).toMatchObject({
      pan: 'ABCDE1234F',
      primaryEmail: 'sales@kutchsalt.example',
      firmType: { id: 4, name: 'Private Limited' },
      revenueBand: { id: 2, label: '₹1–5 Cr' },
      unskilledEmployees: 0,
    });

    const second = await patch(app, token, { brief: 'Salt, brine and bromine.', clients: [] });
    expect(second.statusCode).toBe(200);
    const saved = companyProfileSchema.parse(
      (
        await app.inject({ method: 'GET', url: '/companies/profile', headers: bearer(token) })
      ).json(),
    );
    expect(saved).toMatchObject({
      brief: 'Salt, brine and bromine.',
      clients: [],
      coreProducts: ['Industrial salt', 'Edible salt'],
      city: 'Gandhidham',
      establishedAt: '2004-04-01',
      website: 'https://kutchsalt.example',
    });
    // The directories place the company in its new city.
    const listed = publicDirectoryResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/companies/public' })).json(),
    );
    expect(listed.items[0]?.city).toBe('Gandhidham');
  });

  it('refuses values outside the rules, naming the field', async () => {
    const { app, token } = await setUp();
    const cases: [object, string, string][] = [
      [{ brief: 'x'.repeat(281) }, 'brief', 'Too big: expected string to have <=280 characters'],
      [{ about: 'x'.repeat(5001) }, 'about', 'Too big: expected string to have <=5000 characters'],
      [{ pan: 'ABCDE12345' }, 'pan', 'Enter a valid PAN such as ABCDE1234F'],
      [{ pan: 'ABCDE1234FG' }, 'pan', 'Too big: expected string to have <=10 characters'],
      [{ skilledEmployees: -1 }, 'skilledEmployees', 'Too small: expected number to be >=0'],
      [{ unskilledEmployees: 2.5 }, 'unskilledEmployees', 'Expected an int'],
      [{ website: 'kutchsalt' }, 'website', 'Enter a valid URL'],
      [{ primaryEmail: 'sales@' }, 'primaryEmail', 'Please enter a valid e-mail address'],
      [{ firmTypeId: 99 }, 'firmTypeId', 'Choose a firm type from the list'],
      [{ revenueBandId: 99 }, 'revenueBandId', 'Choose a revenue band from the list'],
      // The company's GSTIN (24ABCDE1234F1Z6) holds another PAN.
      [{ pan: 'ABCPA1234K' }, 'pan', 'This PAN differs from the one in your GSTIN (ABCDE1234F)'],
    ];
    for (const [body, field, message] of cases) {
      const response = await patch(app, token, body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error, field).toEqual({
        code: 'VALIDATION_ERROR',
        field,
        message: `${field}: ${message}`,
      });
    }
  });

  it('refuses a change to registration details, naming the field', async () => {
    const { app, token } = await setUp();
    for (const field of ['name', 'gstNumber', 'categoryId', 'billingAddress', 'companyEmail']) {
      const response = await patch(app, token, { brief: 'fine', [field]: 'changed' });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error, field).toEqual({
        code: 'VALIDATION_ERROR',
        field,
        message: `${field}: Registration details cannot be changed (they were given at registration)`,
      });
    }
    const unknown = await patch(app, token, { favouriteColour: 'blue' });
    expect(unknown.json().error).toMatchObject({
      field: 'favouriteColour',
      message: 'favouriteColour: Unknown field',
    });
  });

  it('answers 404 to a user without a company', async () => {
    const { app, db } = await buildTestApp();
    await createUser(db, { email: 'nocompany@members.example' });
    const token = (await signIn(app, 'nocompany@members.example')).accessToken;
    const response = await app.inject({
      method: 'GET',
      url: '/companies/profile',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(404);
    expect((await patch(app, token, { brief: 'x' })).statusCode).toBe(404);
  });

  it('keeps the PAN in the own profile only', async () => {
    const { app, token } = await setUp();
    await patch(app, token, { pan: 'ABCDE1234F' });
    const own = await app.inject({
      method: 'GET',
      url: '/companies/profile',
      headers: bearer(token),
    });
    expect(own.json().pan).toBe('ABCDE1234F');
  });
});

describe("GET /companies/:id/profile (a member company's page)", () => {
  const PUBLIC_FIELDS = [
    'id',
    'name',
    'category',
    'subcategory',
    'state',
    'country',
    'city',
    'profileImageUrl',
    'membershipType',
    'isActive',
    'type',
    'gstVerified',
    'brief',
    'coreProducts',
    'clients',
  ];

  async function setUp() {
    const test = await buildTestApp({ env: { PUBLIC_URL: 'https://api.example' } });
    const company = await createMember(test.db, {
      email: 'meera@desaishah.example',
      company: { name: 'Desai & Shah Legal', categoryId: 2, subcategoryId: 18, city: 'Vadodara' },
      profile: {
        pan: 'AAAFD1234Q',
        msme: 'UDYAM-GJ-24-0001234',
        brief: 'Corporate law for manufacturers.',
        about: 'Founded in 1998.',
        coreProducts: ['Contracts', 'Arbitration'],
        clients: ['Narmada Castings'],
        ownerName: 'Meera Desai',
        primaryEmail: 'meera@desaishah.example',
        primaryPhone: '+91 9825012345',
        website: 'https://desaishah.example',
        profileImageKey: 'logos/desai.png',
      },
    });
    const viewer = await createMember(test.db, { email: 'viewer@members.example' });
    const outsider = await createMember(test.db, {
      email: 'outsider@members.example',
      membershipTypeId: null,
    });
    const hidden = await createMember(test.db, { verified: false });
    const view = (id: string, token?: string) =>
      test.app.inject({
        method: 'GET',
        url: `/companies/${id}/profile`,
        headers: token ? bearer(token) : {},
      });
    return { ...test, company, viewer, outsider, hidden, view };
  }

  it('shows a visitor the directory card, brief, products and clients, and no contacts', async () => {
    const { company, view } = await setUp();
    const response = await view(company.companyId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual([...PUBLIC_FIELDS].sort());
    expect(memberCompanyPageSchema.parse(body)).toEqual({
      id: company.companyId,
      name: 'Desai & Shah Legal',
      category: 'Providers',
      subcategory: 'Legal Advisors',
      state: 'Gujarat',
      country: 'India',
      city: 'Vadodara',
      profileImageUrl: 'https://api.example/files/logos/desai.png',
      membershipType: 'Producers',
      isActive: true,
      type: 'provider',
      // Its profile's PAN is not the one in its GSTIN.
      gstVerified: false,
      brief: 'Corporate law for manufacturers.',
      coreProducts: ['Contracts', 'Arbitration'],
      clients: ['Narmada Castings'],
    });
    expect(response.body).not.toContain('meera@desaishah.example');
    expect(response.body).not.toContain('9825012345');
  });

  it('adds the contacts for an active member, and only for one', async () => {
    const { app, company, viewer, outsider, view } = await setUp();
    const member = await view(company.companyId, (await signIn(app, viewer.email)).accessToken);
    expect(member.statusCode).toBe(200);
    const body = member.json();
    expect(Object.keys(body).sort()).toEqual([...PUBLIC_FIELDS, 'contacts'].sort());
    expect(body.contacts).toEqual({
      ownerName: 'Meera Desai',
      email: 'info@narmadavalves.example',
      contactNumber: '+91 9876543210',
      primaryEmail: 'meera@desaishah.example',
      primaryPhone: '+91 9825012345',
      website: 'https://desaishah.example',
    });

    // Signed in without an active membership: the visitor's view.
    const registered = await view(
      company.companyId,
      (await signIn(app, outsider.email)).accessToken,
    );
    expect(registered.statusCode).toBe(200);
    expect(Object.keys(registered.json()).sort()).toEqual([...PUBLIC_FIELDS].sort());

    // A token that is no longer valid is refused, so the client refreshes it.
    expect((await view(company.companyId, 'not-a-token')).statusCode).toBe(401);
  });

  it('never sends the PAN, the MSME number or the about text, whoever asks', async () => {
    const { app, company, view } = await setUp();
    const own = (await signIn(app, company.email)).accessToken;
    for (const token of [undefined, own]) {
      const response = await view(company.companyId, token);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('AAAFD1234Q');
      expect(response.body).not.toContain('UDYAM');
      expect(response.json()).not.toHaveProperty('pan');
      expect(response.json()).not.toHaveProperty('about');
    }
  });

  it('answers 404 for an unknown or unlisted company and 400 for a malformed id', async () => {
    const { app, hidden, viewer, view } = await setUp();
    const token = (await signIn(app, viewer.email)).accessToken;
    for (const who of [undefined, token]) {
      const unknown = await view('00000000-0000-4000-8000-000000000000', who);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toEqual({
        code: 'NOT_FOUND',
        message: 'This member company does not exist or is not listed.',
      });
      expect((await view(hidden.companyId, who)).statusCode).toBe(404);
    }
    expect((await view('not-a-uuid')).statusCode).toBe(400);
  });
});
