import { apiGet, apiPost, callApi } from '@club/shared/api/api-client';
import { authEndpoints, type AuthTokens } from '@club/shared/contract/auth';
import { exchangeRatesResponseSchema, type Currency } from '@club/shared/contract/exchange-rates';
import {
  membershipChooseResponseSchema,
  type MembershipChooseResponse,
} from '@club/shared/contract/membership';
import {
  registrationEndpoints,
  type CompanyRegistrationBody,
  type RegistrationBody,
} from '@club/shared/contract/registration';

/** POST /register: the nonce of the e-mailed code. */
export async function registerBusiness(body: RegistrationBody): Promise<string> {
  return (await callApi(registrationEndpoints.register, { body })).nonce;
}

/** POST /register/company: a signed-in user without a company registers one; its id. */
export async function registerOwnCompany(body: CompanyRegistrationBody): Promise<string> {
  return (await callApi(registrationEndpoints.company, { body })).companyId;
}

/** The e-mailed code finishes the registration and signs the user in. */
export function verifyRegistrationCode(nonce: string, code: string): Promise<AuthTokens> {
  return callApi(authEndpoints.verifyCode, { body: { nonce, code } });
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
