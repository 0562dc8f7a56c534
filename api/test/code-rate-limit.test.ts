import { describe, expect, it } from 'vitest';
import { registrationBody } from './helpers/purchase';
import { requestCode } from './helpers/sign-in';
import { buildTestApp } from './helpers/test-app';

/**
 * Sign-in codes and registration codes come out of one per-network budget
 * (OTP_REQUESTS_PER_IP per ten minutes): a caller cannot get twice as many
 * codes by spreading the requests over both routes.
 */
const refusedForCodes = (response: { statusCode: number; json: () => unknown }) => {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({
    error: {
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many code requests from your network\./),
    },
  });
};

describe('one code-request budget per network', () => {
  it('refuses a registration once the budget went on sign-in codes', async () => {
    const { app } = await buildTestApp({ env: { OTP_REQUESTS_PER_IP: '2' } });
    for (const email of ['one@example.in', 'two@example.in']) {
      expect((await requestCode(app, { email })).statusCode).toBe(200);
    }
    const registration = await app.inject({
      method: 'POST',
      url: '/register',
      payload: registrationBody(),
    });
    refusedForCodes(registration);
  });

  it('refuses a sign-in code once the budget went on registrations', async () => {
    const { app } = await buildTestApp({ env: { OTP_REQUESTS_PER_IP: '2' } });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const registration = await app.inject({
        method: 'POST',
        url: '/register',
        payload: registrationBody(),
      });
      expect(registration.statusCode).toBe(200);
    }
    refusedForCodes(await requestCode(app, { email: 'one@example.in' }));
  });

  it('counts each app on its own (a second API instance without Redis starts afresh)', async () => {
    const first = await buildTestApp({ env: { OTP_REQUESTS_PER_IP: '1' } });
    expect((await requestCode(first.app, { email: 'one@example.in' })).statusCode).toBe(200);
    const second = await buildTestApp({ env: { OTP_REQUESTS_PER_IP: '1' } });
    expect((await requestCode(second.app, { email: 'one@example.in' })).statusCode).toBe(200);
  });
});
