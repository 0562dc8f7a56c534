import { firstStepsResponseSchema } from '@club/contract/first-steps';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyProfiles } from '../src/db/schema/companies';
import { insertLead } from '../src/features/leads/repository';
import type { ZodApp } from '../src/http/zod-app';
import { bearer, createMember } from './helpers/members';
import { signIn } from './helpers/sign-in';
import { buildTestApp } from './helpers/test-app';

async function firstSteps(app: ZodApp, token: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/me/first-steps',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return firstStepsResponseSchema.parse(response.json());
}

async function newMember() {
  const test = await buildTestApp();
  const member = await createMember(test.db, {
    email: 'owner@vadodarapumps.example',
    company: { name: 'Vadodara Pumps', city: null },
    // Not shown in Our Members until the member turns it on.
    directory: false,
  });
  const token = (await signIn(test.app, member.email)).accessToken;
  return { ...test, member, token };
}

describe('the welcome checklist', () => {
  it('follows real progress: profile share, Our Members, logo, lead alerts, a saved lead, Meet the Members', async () => {
    const { app, db, member, token } = await newMember();
    expect(await firstSteps(app, token)).toEqual({
      steps: {
        profile: false,
        directory: false,
        logo: false,
        leadAlerts: false,
        firstLead: false,
        meetMembers: false,
      },
      profilePercent: 0,
      dismissed: false,
    });

    // Half the profile: the share follows the fields the member filled.
    const patched = await app.inject({
      method: 'PATCH',
      url: '/companies/profile',
      headers: bearer(token),
      payload: {
        city: 'Vadodara',
        website: 'https://vadodarapumps.example',
        brief: 'Centrifugal pumps for process industries',
        ownerName: 'Meera Shah',
        primaryEmail: 'sales@vadodarapumps.example',
        primaryPhone: '+91 98250 12345',
      },
    });
    expect(patched.statusCode).toBe(200);
    const half = await firstSteps(app, token);
    expect(half.profilePercent).toBe(46);
    expect(half.steps.profile).toBe(false);

    await db
      .update(companyProfiles)
      .set({
        establishedAt: '2004-06-01',
        firmTypeId: 1,
        skilledEmployees: 40,
        revenueBandId: 2,
        coreProducts: ['Pumps'],
        clients: ['Gujarat Refineries'],
        about: 'Family-run since 2004.',
        profileImageKey: 'logos/vadodara-pumps.png',
      })
      .where(eq(companyProfiles.companyId, member.companyId));

    const alerts = await app.inject({
      method: 'PUT',
      url: '/me/lead-alerts',
      headers: bearer(token),
      payload: { subcategoryIds: [12] },
    });
    expect(alerts.statusCode).toBe(200);

    const other = await createMember(db);
    const leadId = await insertLead(
      db,
      {
        companyId: other.companyId,
        title: 'Castings wanted',
        description: 'Grey iron castings, 2 tonnes a month',
        categoryId: 1,
        subcategoryId: 12,
        location: 'Pune, Maharashtra',
        email: 'buyer@example.in',
        phone: '+91 98765 43210',
      },
      [{ objectKey: 'leads/castings.png', sortOrder: 0 }],
    );
    const saved = await app.inject({
      method: 'POST',
      url: `/leads/${leadId}/save`,
      headers: bearer(token),
      payload: { action: 'save' },
    });
    expect(saved.statusCode).toBe(200);

    const directory = await app.inject({
      method: 'GET',
      url: '/companies/list',
      headers: bearer(token),
    });
    expect(directory.statusCode).toBe(200);

    // Shown in Our Members: the member turned the directory consent on.
    const consented = await app.inject({
      method: 'PUT',
      url: '/me/consents',
      headers: bearer(token),
      payload: { directory: true },
    });
    expect(consented.statusCode).toBe(200);

    expect(await firstSteps(app, token)).toEqual({
      steps: {
        profile: true,
        directory: true,
        logo: true,
        leadAlerts: true,
        firstLead: true,
        meetMembers: true,
      },
      profilePercent: 100,
      dismissed: false,
    });
  });

  it('is put away by the member, and is for members only', async () => {
    const { app, db, token } = await newMember();
    const dismissed = await app.inject({
      method: 'POST',
      url: '/me/first-steps/dismiss',
      headers: bearer(token),
    });
    expect(dismissed.statusCode).toBe(200);
    expect(firstStepsResponseSchema.parse(dismissed.json()).dismissed).toBe(true);
    expect((await firstSteps(app, token)).dismissed).toBe(true);

    const notMember = await createMember(db, { membershipTypeId: null });
    const theirs = (await signIn(app, notMember.email)).accessToken;
    const refused = await app.inject({
      method: 'GET',
      url: '/me/first-steps',
      headers: bearer(theirs),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'The welcome checklist is for members with an active membership.',
    );
    expect((await app.inject({ method: 'GET', url: '/me/first-steps' })).statusCode).toBe(401);
  });
});
