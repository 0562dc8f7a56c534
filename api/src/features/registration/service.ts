import { DEFAULT_COUNTRY_CODE } from '@club/contract/common';
import { gstinProblem } from '@club/contract/gstin';
import { DEFAULT_LOCALE } from '@club/contract/locales';
import {
  COMPANY_ALREADY_REGISTERED_MESSAGE,
  type companyRegistrationBodySchema,
  type registrationBodySchema,
} from '@club/contract/registration';
import type { output } from 'zod/mini';
import type { AppContext } from '../../app-context';
import { AppError, validationError } from '../../http/app-error';
import { codeRequesterFor, type RequestOrigin } from '../../platform/identity/code-requester';
import { issueCode } from '../../platform/identity/issue-code';
import { OTP_TTL_MS } from '../../platform/identity/otp-code';
import { lockEmailAccount } from '../../platform/users/accounts';
import {
  registrationCodeMessage,
  registrationForAccountMessage,
} from './registration-code-message';
import { REGISTRATION_MESSAGES } from './registration-messages';
import {
  categoryExists,
  companyCountOf,
  deleteStaleRegistrations,
  insertOwnCompany,
  insertRegistration,
  lockCompanyOwner,
  mobileCountryCodeOf,
  stateName,
  subcategoryCategory,
} from './repository';
import { findVerifiedAccount } from '../../platform/users/repository';

export type Registration = output<typeof registrationBodySchema>;
export type CompanyRegistration = output<typeof companyRegistrationBodySchema>;

/** The rules the contract cannot check alone: reference data, and the GSTIN's state. */
async function checkReferences(
  ctx: AppContext,
  { company }: Pick<Registration, 'company'>,
): Promise<void> {
  if (!(await categoryExists(ctx.db, company.categoryId))) {
    throw validationError('company.categoryId', REGISTRATION_MESSAGES.unknownCategory);
  }
  if ((await subcategoryCategory(ctx.db, company.subcategoryId)) !== company.categoryId) {
    throw validationError(
      'company.subcategoryId',
      REGISTRATION_MESSAGES.subcategoryOfOtherCategory,
    );
  }
  const state = await stateName(ctx.db, company.stateId);
  if (!state) throw validationError('company.stateId', REGISTRATION_MESSAGES.unknownState);
  // The contract checked the state against the seeded state list; this is the database's.
  const gstProblem = company.gstNumber
    ? gstinProblem(company.gstNumber, { stateName: state })
    : null;
  if (gstProblem) throw validationError('company.gstNumber', gstProblem);
}

/**
 * Registers a business: stores the registration as it was given (it is not
 * an account yet) and e-mails a code; POST /auth/otp/verify with that code
 * turns this registration into the account. So a registration of someone
 * else's address changes nothing unless its code is entered. Every
 * registration answers a nonce alike: one typed for an address whose owner
 * proved it, or with a mobile number another account proved, is refused
 * (409) only when its code is entered, so the answer here tells nobody who
 * is registered (the address's owner is told by e-mail). A number that was
 * only typed into a registration is not taken, since it proves nothing.
 * Another registration waiting for the same address is not mentioned: both
 * get their own code, only the latest code from the same network works, and
 * the one entered wins.
 */
export async function register(
  ctx: AppContext,
  body: Registration,
  origin: RequestOrigin,
): Promise<{ nonce: string }> {
  await checkReferences(ctx, body);
  const now = ctx.clock.now();
  const { email, user, company } = body;
  return ctx.db.transaction(async (tx) => {
    await lockEmailAccount(tx, email);
    // Whether the address has an account is told only to whoever enters its code (a 409 then).
    const account = await findVerifiedAccount(tx, email);
    const language = body.language ?? DEFAULT_LOCALE;
    await deleteStaleRegistrations(tx, new Date(now.getTime() - OTP_TTL_MS));
    const registrationId = await insertRegistration(tx, {
      email,
      username: user.username,
      countryCode: user.countryCode,
      mobileNumber: user.mobileNumber,
      company: {
        companyName: company.companyName,
        companyEmail: company.companyEmail,
        companyMobile: company.companyMobile,
        categoryId: company.categoryId,
        subcategoryId: company.subcategoryId,
        billingName: company.billingName,
        billingAddress: company.billingAddress,
        stateId: company.stateId,
        country: company.country,
        gstNumber: company.gstNumber || null,
      },
      agreementVersion: body.agreementVersion,
      privacyNoticeVersion: body.privacyNoticeVersion,
      language,
      createdAt: now,
    });
    const nonce = await issueCode(ctx, tx, {
      channel: 'email',
      identifier: email,
      userId: null,
      registrationId,
      // Nobody has signed in as a registration yet: every registrant is counted as anyone else.
      requester: await codeRequesterFor(ctx, tx, null, origin),
      send: true,
      purpose: 'registration',
      kind: 'registration-code',
      // In the page's language; an address that has an account hears in the account's.
      message: (code) =>
        account
          ? registrationForAccountMessage(
              account.language,
              user.username,
              company.companyName,
              code,
            )
          : registrationCodeMessage(language, user.username, company.companyName, code),
    });
    return { nonce };
  });
}

/**
 * A signed-in user without a company registers one: their e-mail address is
 * proved already, so the company is stored at once, with the accepted
 * Membership Agreement, and no code is sent. A user who has a company gets a
 * 409: one company per account, as registration makes it.
 */
export async function registerOwnCompany(
  ctx: AppContext,
  userId: string,
  body: CompanyRegistration,
): Promise<{ companyId: string }> {
  await checkReferences(ctx, body);
  const now = ctx.clock.now();
  const { company } = body;
  return ctx.db.transaction(async (tx) => {
    await lockCompanyOwner(tx, userId);
    if ((await companyCountOf(tx, userId)) > 0) {
      throw new AppError(409, 'CONFLICT', COMPANY_ALREADY_REGISTERED_MESSAGE);
    }
    const companyId = await insertOwnCompany(tx, {
      ownerUserId: userId,
      name: company.companyName,
      companyEmail: company.companyEmail,
      companyMobile: company.companyMobile,
      // The company's mobile number is dialled like the owner's; India when the owner gave none.
      countryCode: (await mobileCountryCodeOf(tx, userId)) ?? DEFAULT_COUNTRY_CODE,
      categoryId: company.categoryId,
      subcategoryId: company.subcategoryId,
      billingName: company.billingName,
      billingAddress: company.billingAddress,
      stateId: company.stateId,
      country: company.country,
      gstNumber: company.gstNumber || null,
      agreementVersion: body.agreementVersion,
      agreementAcceptedAt: now,
      createdAt: now,
    });
    return { companyId };
  });
}
