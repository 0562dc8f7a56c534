import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { companies } from '../../db/schema/companies';
import { registrations } from '../../db/schema/registrations';
import { users } from '../../db/schema/users';
import { lockKey } from '../../lib/advisory-lock';
import { findUserIdByMobile } from './repository';

/** Serialises everything that creates or proves the account of one e-mail address. */
export async function lockEmailAccount(tx: Database, email: string): Promise<void> {
  await lockKey(tx, `account:${email.toLowerCase()}`);
}

/**
 * The code e-mailed for a registration was entered: the address is proved,
 * and this registration, only this one, becomes the account (the user with
 * the mobile number still to be proved, and the company). An account whose
 * address was proved already is left exactly as it is: a registration never
 * changes it, and the answer is a conflict on `email` (said only now, to
 * whoever has the address's code). A mobile number another account proved is
 * a conflict on `mobile`, and this registration is dropped. An account of an
 * earlier version of the site whose address nobody proved takes this
 * registration's details instead of its own. Every other registration
 * waiting for the address is dropped. Returns the account's user id, or null
 * when the registration is gone.
 */
export async function openAccountFromRegistration(
  tx: Database,
  registrationId: string,
  now: Date,
): Promise<{ userId: string } | { conflict: 'email' | 'mobile' } | null> {
  const [registration] = await tx
    .select()
    .from(registrations)
    .where(eq(registrations.id, registrationId));
  if (!registration) return null;
  await lockEmailAccount(tx, registration.email);
  const [holder] = await tx
    .select({ id: users.id, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(sql`lower(${users.email})`, registration.email));
  // Dropped meanwhile by another registration of the address that was finished first.
  const [stillThere] = await tx
    .delete(registrations)
    .where(eq(registrations.id, registrationId))
    .returning({ id: registrations.id });
  if (!stillThere) return null;
  if (holder?.verifiedAt) {
    await tx.delete(registrations).where(eq(registrations.email, registration.email));
    return { conflict: 'email' };
  }
  const mobileHolder = await findUserIdByMobile(
    tx,
    registration.countryCode,
    registration.mobileNumber,
    { proved: true },
  );
  if (mobileHolder && mobileHolder !== holder?.id) return { conflict: 'mobile' };
  await tx.delete(registrations).where(eq(registrations.email, registration.email));

  const details = {
    username: registration.username,
    countryCode: registration.countryCode,
    mobileNumber: registration.mobileNumber,
    mobileVerifiedAt: null,
    emailVerifiedAt: now,
    // Registering after reading the privacy notice is the consent it asks for: kept with its version.
    privacyNoticeVersion: registration.privacyNoticeVersion,
    privacyNoticeAcceptedAt: registration.privacyNoticeVersion ? registration.createdAt : null,
    // The language the registrant read the site in, until they choose another.
    language: registration.language,
  };
  let userId: string;
  if (holder) {
    await tx.update(users).set(details).where(eq(users.id, holder.id));
    await tx.delete(companies).where(eq(companies.ownerUserId, holder.id));
    userId = holder.id;
  } else {
    const [created] = await tx
      .insert(users)
      .values({ email: registration.email, ...details, createdAt: now })
      .returning({ id: users.id });
    if (!created) throw new Error('The account was not created');
    userId = created.id;
  }
  const { company } = registration;
  await tx.insert(companies).values({
    ownerUserId: userId,
    name: company.companyName,
    companyEmail: company.companyEmail,
    companyMobile: company.companyMobile,
    countryCode: registration.countryCode,
    categoryId: company.categoryId,
    subcategoryId: company.subcategoryId,
    billingName: company.billingName,
    billingAddress: company.billingAddress,
    stateId: company.stateId,
    country: company.country,
    gstNumber: company.gstNumber,
    agreementVersion: registration.agreementVersion,
    agreementAcceptedAt: registration.createdAt,
    createdAt: now,
  });
  return { userId };
}

/**
 * A sign-in code that reached the account's e-mail address proves it. On the
 * first proof of an account of an earlier version of the site (its
 * registration's own code was never entered), the mobile number and the
 * companies that came with that registration are dropped: nobody proved them,
 * and they may be someone else's.
 */
export async function proveEmailBySignIn(
  tx: Database,
  userId: string,
  identifier: string,
  now: Date,
): Promise<void> {
  const proved = await tx
    .update(users)
    .set({ emailVerifiedAt: now, countryCode: null, mobileNumber: null, mobileVerifiedAt: null })
    .where(
      and(
        eq(users.id, userId),
        eq(sql`lower(${users.email})`, identifier.toLowerCase()),
        isNull(users.emailVerifiedAt),
      ),
    )
    .returning({ id: users.id });
  if (proved.length > 0) await tx.delete(companies).where(eq(companies.ownerUserId, userId));
}
