import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { grantRoleByEmails } from '../users/repository';

export const ADMIN_ROLE = 'admin';

/** ADMIN_EMAILS: existing users with these e-mail addresses get the admin role at start-up. */
export async function grantAdminRoles(
  db: Database,
  emails: readonly string[],
  log: FastifyBaseLogger,
): Promise<void> {
  if (emails.length === 0) return;
  const granted = await grantRoleByEmails(db, ADMIN_ROLE, emails);
  if (granted > 0) log.info({ granted }, 'admin role granted from ADMIN_EMAILS');
}
