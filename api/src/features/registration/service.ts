import {
  GSTIN_STATE_MESSAGE,
  gstinMatchesState,
  REGISTRATION_CONFLICT_MESSAGE,
  type registrationBodySchema,
} from '@club/shared/contract/registration';
import type { output } from 'zod/mini';
import type { AppContext } from '../../app-context';
import { AppError, validationError } from '../../http/app-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import { issueCode } from '../auth/issue-code';
import { lockIdentifier } from '../auth/otp-repository';
import { registrationCodeMessage } from './registration-code-message';
import { REGISTRATION_MESSAGES } from './registration-messages';
import {
  categoryExists,
  deleteUser,
  findAccountByEmail,
  findOtherAccountByMobile,
  insertCompany,
  insertUser,
  replaceUnverifiedUser,
  stateName,
  subcategoryCategory,
} from './repository';

export type Registration = output<typeof registrationBodySchema>;

const conflict = (message: string, field: string) => new AppError(409, 'CONFLICT', message, field);

/** The rules the contract cannot check alone: reference data, and the GSTIN's state. */
async function checkReferences(ctx: AppContext, { company }: Registration): Promise<void> {
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
  if (company.gstNumber && !gstinMatchesState(company.gstNumber, state)) {
    throw validationError('company.gstNumber', GSTIN_STATE_MESSAGE);
  }
}

/**
 * Registers a business: the user (e-mail not yet verified) and the company in
 * one transaction, with the accepted agreement version, and e-mails a code
 * that POST /auth/otp/verify takes to finish it. A verified address or mobile
 * number is taken (409); an unverified registration is replaced.
 */
export async function register(ctx: AppContext, body: Registration): Promise<{ nonce: string }> {
  await checkReferences(ctx, body);
  const now = ctx.clock.now();
  const { email, user, company } = body;
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockIdentifier(tx, email);
      const holder = await findAccountByEmail(tx, email);
      if (holder?.verified) throw conflict(REGISTRATION_CONFLICT_MESSAGE, 'email');
      const mobileHolder = await findOtherAccountByMobile(
        tx,
        user.countryCode,
        user.mobileNumber,
        holder?.id ?? null,
      );
      if (mobileHolder?.verified) {
        throw conflict(REGISTRATION_MESSAGES.mobileTaken, 'user.mobileNumber');
      }
      // An abandoned registration with this mobile number gives it up.
      if (mobileHolder) await deleteUser(tx, mobileHolder.id);

      const userId = holder?.id ?? (await insertUser(tx, { email, ...user, now }));
      if (holder) await replaceUnverifiedUser(tx, holder.id, user);
      await insertCompany(tx, {
        ownerUserId: userId,
        name: company.companyName,
        companyEmail: company.companyEmail,
        companyMobile: company.companyMobile,
        countryCode: user.countryCode,
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
      const nonce = await issueCode(ctx, tx, {
        channel: 'email',
        identifier: email,
        userId,
        purpose: 'registration',
        kind: 'registration-code',
        message: (code) => registrationCodeMessage(user.username, code),
      });
      return { nonce };
    });
  } catch (error) {
    // Another registration took the mobile number at the same moment.
    if (isUniqueViolation(error, 'users_mobile_unique')) {
      throw conflict(REGISTRATION_MESSAGES.mobileTaken, 'user.mobileNumber');
    }
    if (isUniqueViolation(error)) throw conflict(REGISTRATION_CONFLICT_MESSAGE, 'email');
    throw error;
  }
}
