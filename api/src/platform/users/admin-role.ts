import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { roles, userRoles, users } from '../../db/schema/users';
import { recordAudit, type AuditActor } from '../audit-trail/repository';
import type { findVerifiedAccount } from './repository';

export const ADMIN_ROLE = 'admin';

/** Where an admin role came from when no signed-in admin gave it. */
export const ROLE_SOURCES = {
  adminEmails: 'ADMIN_EMAILS',
  command: 'operator command',
} as const;

type VerifiedAccount = Pick<
  NonNullable<Awaited<ReturnType<typeof findVerifiedAccount>>>,
  'id' | 'email'
>;

async function adminRoleId(db: Database): Promise<number> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, ADMIN_ROLE));
  if (!row) throw new Error('The admin role is missing from the reference data');
  return row.id;
}

/**
 * Gives the account the admin role (`grant`) or takes it away, with an entry
 * in the audit trail; false when there was nothing to change (nothing is
 * recorded then).
 */
export async function setAdmin(
  tx: Database,
  account: VerifiedAccount,
  change: 'grant' | 'revoke',
  actor: AuditActor,
  now: Date,
): Promise<boolean> {
  const roleId = await adminRoleId(tx);
  const changed =
    change === 'grant'
      ? await tx
          .insert(userRoles)
          .values({ userId: account.id, roleId })
          .onConflictDoNothing()
          .returning({ userId: userRoles.userId })
      : await tx
          .delete(userRoles)
          .where(and(eq(userRoles.userId, account.id), eq(userRoles.roleId, roleId)))
          .returning({ userId: userRoles.userId });
  if (changed.length === 0) return false;
  await recordAudit(tx, {
    action: change === 'grant' ? 'role.grant' : 'role.revoke',
    actor,
    subjectId: account.id,
    subjectTitle: account.email,
    detail: ADMIN_ROLE,
    at: now,
  });
  return true;
}

/**
 * ADMIN_EMAILS: an address on the list becomes admin when its owner signs in
 * and the address has been proved with a code (this sign-in's or an earlier
 * one), never at start-up to whatever account happens to hold it. Call it in
 * the sign-in's transaction, after the code proved what it proves.
 */
export async function grantListedAdmin(
  tx: Database,
  userId: string,
  adminEmails: readonly string[],
  now: Date,
): Promise<void> {
  if (adminEmails.length === 0) return;
  const [account] = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.emailVerifiedAt)));
  if (!account) return;
  const listed = adminEmails.some((email) => email.toLowerCase() === account.email.toLowerCase());
  if (listed) await setAdmin(tx, account, 'grant', { source: ROLE_SOURCES.adminEmails }, now);
}
