import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { companies } from '../../db/schema/companies';
import { paymentTransactions } from '../../db/schema/payments';
import { membershipTypes, states } from '../../db/schema/reference';
import { users } from '../../db/schema/users';

/**
 * Who a purchase concerns: the buyer, the company billed and the plan. The
 * invoice, the receipt and the refund notice (payments and the back office)
 * all read them here.
 */
export async function purchaseParties(db: Database, transactionId: string) {
  const [row] = await db
    .select({
      email: users.email,
      username: users.username,
      language: users.language,
      countryCode: users.countryCode,
      mobileNumber: users.mobileNumber,
      billingName: companies.billingName,
      billingAddress: companies.billingAddress,
      country: companies.country,
      gstNumber: companies.gstNumber,
      stateName: states.name,
      planName: membershipTypes.name,
    })
    .from(paymentTransactions)
    .innerJoin(users, eq(users.id, paymentTransactions.userId))
    .innerJoin(companies, eq(companies.id, paymentTransactions.companyId))
    .innerJoin(membershipTypes, eq(membershipTypes.id, paymentTransactions.membershipTypeId))
    .leftJoin(states, eq(states.id, companies.stateId))
    .where(eq(paymentTransactions.id, transactionId));
  if (!row) throw new Error(`No parties for purchase ${transactionId}`);
  return row;
}
