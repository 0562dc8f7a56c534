import { createHmac } from 'node:crypto';
import { and, desc, eq, gt, isNotNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/database';
import { sessions } from '../../db/schema/auth';
import { deviceKnowsAccount, knownDeviceTags } from './known-device';

/**
 * The network a request comes from, as the code limits count it: an IPv4
 * address, or the /64 of an IPv6 address (one subscriber's line or phone
 * gets a whole /64, so counting single IPv6 addresses would give one person
 * billions of budgets). An IPv4 address mapped into IPv6 counts as itself.
 */
export function networkOf(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(':')}::/64`;
}

/** Where a code request comes from: its network and the browser's known-device tags. */
export interface RequestOrigin {
  network: string;
  deviceTags: readonly string[];
}

export function originOf(request: FastifyRequest): RequestOrigin {
  return { network: networkOf(request.ip), deviceTags: knownDeviceTags(request) };
}

/**
 * Who asks for a code, for its limits (see issueCode): the account's own
 * browsers and networks, anyone else (counted per network too), or the staff.
 * The network is kept as a keyed hash, never as the address.
 */
export type CodeRequester =
  { kind: 'own'; network: string } | { kind: 'other'; network: string } | { kind: 'staff' };

/** A keyed hash of the network: comparable between requests, not readable as an address. */
function networkKey(ctx: AppContext, network: string): string {
  return createHmac('sha256', ctx.config.otpSecret)
    .update(`code-requester:${network}`)
    .digest('base64url')
    .slice(0, 22);
}

/** How far back a network the account signed in from still counts as its own. */
const KNOWN_NETWORK_DAYS = 90;
/** The account's most recent sessions that are looked at (a member has a few devices). */
const KNOWN_NETWORK_SESSIONS = 50;

async function accountSignedInFrom(
  db: Database,
  userId: string,
  network: string,
  now: Date,
): Promise<boolean> {
  const since = new Date(now.getTime() - KNOWN_NETWORK_DAYS * 24 * 60 * 60_000);
  const rows = await db
    .select({ ipAddress: sessions.ipAddress })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNotNull(sessions.ipAddress),
        gt(sessions.lastUsedAt, since),
      ),
    )
    .orderBy(desc(sessions.lastUsedAt))
    .limit(KNOWN_NETWORK_SESSIONS);
  return rows.some((row) => row.ipAddress !== null && networkOf(row.ipAddress) === network);
}

/**
 * The requester of a code for `userId` (null: no account, such as an unknown
 * address or a registration): the account's own when the browser signed this
 * account in before (its known-device cookie) or the request comes from a
 * network one of its sessions used in the last 90 days; anyone else otherwise.
 */
export async function codeRequesterFor(
  ctx: AppContext,
  db: Database,
  userId: string | null,
  origin: RequestOrigin,
): Promise<CodeRequester> {
  const network = networkKey(ctx, origin.network);
  if (!userId) return { kind: 'other', network };
  const own =
    deviceKnowsAccount(ctx, origin.deviceTags, userId) ||
    (await accountSignedInFrom(db, userId, origin.network, ctx.clock.now()));
  return { kind: own ? 'own' : 'other', network };
}

/** A signed-in account asking for a code for itself (a mobile number to prove). */
export function accountItself(ctx: AppContext, origin: RequestOrigin): CodeRequester {
  return { kind: 'own', network: networkKey(ctx, origin.network) };
}
