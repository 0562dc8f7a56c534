import { apiGet, apiPost } from '@club/shared/api/api-client';
import { authTokensSchema, type AuthTokens } from '@club/shared/contract/auth';
import { exchangeRatesResponseSchema, type Currency } from '@club/shared/contract/exchange-rates';
import {
  membershipChooseResponseSchema,
  type MembershipChooseResponse,
} from '@club/shared/contract/membership';
import {
  companyRegistrationResponseSchema,
  registrationResponseSchema,
  type CompanyRegistrationBody,
  type RegistrationBody,
} from '@club/shared/contract/registration';

/** POST /register: the nonce of the e-mailed code. */
export async function registerBusiness(body: RegistrationBody): Promise<string> {
  return (await apiPost(registrationResponseSchema, '/register', body)).nonce;
}

/** POST /register/company: a signed-in user without a company registers one; its id. */
export async function registerOwnCompany(body: CompanyRegistrationBody): Promise<string> {
  return (await apiPost(companyRegistrationResponseSchema, '/register/company', body)).companyId;
}

/** POST /auth/otp/verify: finishes the registration and signs the user in. */
export function verifyRegistrationCode(nonce: string, code: string): Promise<AuthTokens> {
  return apiPost(authTokensSchema, '/auth/otp/verify', { nonce, code });
}

export function chooseMembership(
  companyId: string,
  membershipTypeId: number,
): Promise<MembershipChooseResponse> {
  return apiPost(membershipChooseResponseSchema, '/membership/choose', {
    companyId,
    membershipTypeId,
  });
}

export function fetchExchangeRates(base: Currency) {
  return apiGet(exchangeRatesResponseSchema, `/exchange-rates/${base}`);
}
