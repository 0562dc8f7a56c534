import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { roles, userRoles, users } from '../../db/schema/users';
import { findVerifiedAccount } from './repository';
import { ADMIN_ROLE, ROLE_SOURCES, setAdmin } from './admin-role';

export const ADMIN_COMMAND_USAGE = [
  'Usage: pnpm --filter @club/api admin <grant|revoke> <email>',
  '       pnpm --filter @club/api admin list',
].join('\n');

/** What the command printed, and whether it did what was asked. */
export interface AdminCommandResult {
  ok: boolean;
  message: string;
}

/**
 * The operators' command for the admin role: `grant` and `revoke` one
 * account, by e-mail address, or `list` the admins. A role only goes to an
 * account whose owner proved the address with a code; every change is in the
 * audit trail, with `operator` naming who ran it.
 */
export async function runAdminCommand(
  db: Database,
  args: readonly string[],
  context: { now: Date; operator: string },
): Promise<AdminCommandResult> {
  const [action, email, ...rest] = args;
  if (action === 'list' && email === undefined) {
    const admins = await db
      .select({ email: users.email })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(eq(roles.name, ADMIN_ROLE))
      .orderBy(asc(users.email));
    return {
      ok: true,
      message: admins.length ? admins.map((admin) => admin.email).join('\n') : 'No admins.',
    };
  }
  if ((action !== 'grant' && action !== 'revoke') || !email || rest.length > 0) {
    return { ok: false, message: ADMIN_COMMAND_USAGE };
  }
  const account = await findVerifiedAccount(db, email.trim());
  if (!account) {
    return {
      ok: false,
      message:
        `No account has proved the e-mail address ${email}. ` +
        'Its owner signs in once with an e-mail code first.',
    };
  }
  const actor = { source: `${ROLE_SOURCES.command} (${context.operator})` };
  const changed = await db.transaction((tx) => setAdmin(tx, account, action, actor, context.now));
  if (action === 'grant') {
    return {
      ok: true,
      message: changed
        ? `${account.email} is now an admin.`
        : `${account.email} is an admin already.`,
    };
  }
  return {
    ok: true,
    message: changed
      ? `${account.email} is no longer an admin.`
      : `${account.email} was not an admin.`,
  };
}
