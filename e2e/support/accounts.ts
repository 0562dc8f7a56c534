import { PRIVACY_NOTICE_VERSION } from '@club/contract/privacy';
import {
  REFERENCE_CATEGORIES,
  REFERENCE_STATES,
  REFERENCE_SUBCATEGORIES,
  referenceByName,
} from '@club/contract/reference-data';
import { expect } from '@playwright/test';
import { latestCode } from './mailbox';
import { API_URL } from './site';

/** A fresh address and mobile number per run (a reused API keeps earlier registrations). */
export function newcomer(prefix: string) {
  const stamp = `${Date.now()}`.slice(-7);
  return {
    email: `${prefix}.${stamp}@example.in`,
    mobile: `97${stamp}${Math.floor(Math.random() * 10)}`,
  };
}

/**
 * Registers an account through the API and enters the e-mail code (read from
 * the outbox), as a returning user would have done. Its mobile number is not
 * verified: it signs in by e-mail until the owner proves the number.
 * Returns the session's access token, for calls made as the new member.
 */
export async function registerThroughApi(email: string, mobile: string) {
  const category = referenceByName(REFERENCE_CATEGORIES, 'Producers');
  const subcategory = referenceByName(
    REFERENCE_SUBCATEGORIES,
    'Food & Beverages',
    (row) => row.categoryId === category.id,
  );
  const since = new Date(Date.now() - 1000);
  const registered = await fetch(`${API_URL}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      agreementVersion: '2026-11-23',
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      user: { username: 'Ira Menon', countryCode: '+91', mobileNumber: mobile },
      company: {
        companyName: 'Periyar Spices Co',
        companyEmail: `office.${email}`,
        companyMobile: mobile,
        categoryId: category.id,
        subcategoryId: subcategory.id,
        billingName: 'Periyar Spices Company',
        billingAddress: '21 MG Road, Bengaluru 560001',
        stateId: referenceByName(REFERENCE_STATES, 'Karnataka').id,
      },
    }),
  });
  expect(registered.status).toBe(200);
  const { nonce } = (await registered.json()) as { nonce: string };
  const verified = await fetch(`${API_URL}/auth/otp/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ nonce, code: await latestCode(email, since) }),
  });
  expect(verified.status).toBe(200);
  return (await verified.json()) as { accessToken: string };
}
