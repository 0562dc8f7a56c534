import { callApi } from '@club/platform/api/api-client';
import { currentLocale } from '@club/ui/i18n';
import { authEndpoints, type AuthTokens } from '@club/contract/auth';
import { exchangeRatesEndpoints, type Currency } from '@club/contract/exchange-rates';
import type { MembershipChooseResponse } from '@club/contract/membership';
import { purchaseEndpoints } from '@club/contract/payment';
import {
  registrationEndpoints,
  type CompanyRegistrationBody,
  type RegistrationBody,
} from '@club/contract/registration';

/** POST /register: the nonce of the e-mailed code. */
export async function registerBusiness(body: RegistrationBody): Promise<string> {
  // The page's language: the code's e-mail is written in it, and the account starts in it.
  const inLanguage = { ...body, language: currentLocale() };
  return (await callApi(registrationEndpoints.register, { body: inLanguage })).nonce;
}

/** POST /register/company: a signed-in user without a company registers one; its id. */
export async function registerOwnCompany(body: CompanyRegistrationBody): Promise<string> {
  return (await callApi(registrationEndpoints.company, { body })).companyId;
}

/** The e-mailed code finishes the registration and signs the user in. */
export function verifyRegistrationCode(nonce: string, code: string): Promise<AuthTokens> {
  return callApi(authEndpoints.verifyCode, { body: { nonce, code } });
}

/** POST /membership/choose: a plan for the user's first company (the server finds it). */
export function chooseMembership(membershipTypeId: number): Promise<MembershipChooseResponse> {
  return callApi(purchaseEndpoints.choose, { body: { membershipTypeId } });
}

export function fetchExchangeRates(base: Currency) {
  return callApi(exchangeRatesEndpoints.latest, { params: { base } });
}
