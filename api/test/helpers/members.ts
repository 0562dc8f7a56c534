import { PRIVACY_NOTICE_VERSION } from '@club/contract/privacy';
import { consents } from '../../src/db/schema/privacy';
import type { Database } from '../../src/db/database';
import { companyProfiles } from '../../src/db/schema/companies';
import { addMembership, createCompany, createUser } from './fixtures';

let sequence = 0;

/** A PNG's first bytes followed by filler: enough for the magic-byte check. */
export function pngBytes(size = 256): Buffer {
  const bytes = Buffer.alloc(size, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
}

export function jpegBytes(size = 256): Buffer {
  const bytes = Buffer.alloc(size, 7);
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(bytes);
  return bytes;
}

export interface MemberOptions {
  email?: string;
  username?: string;
  /** Default true: the owner proved the e-mail address, so the company is listed. */
  verified?: boolean;
  /** Membership type id (1 Promoters, 2 Producers, 3 Providers) of an active membership; null for none. */
  membershipTypeId?: number | null;
  company?: Parameters<typeof createCompany>[2];
  profile?: Partial<typeof companyProfiles.$inferInsert>;
  /** Default true: the owner consented to the public directory (Our Members). */
  directory?: boolean;
}

/** A user with one company (and by default a verified e-mail and an active membership). */
export async function createMember(db: Database, options: MemberOptions = {}) {
  sequence += 1;
  const email = options.email ?? `owner${sequence}@members.example`;
  const userId = await createUser(db, {
    email,
    username: options.username ?? `Owner ${sequence}`,
    unverified: options.verified === false,
  });
  const companyId = await createCompany(db, userId, options.company);
  if (options.directory !== false) {
    await db.insert(consents).values({
      userId,
      kind: 'directory',
      granted: true,
      noticeVersion: PRIVACY_NOTICE_VERSION,
      changedAt: new Date(),
    });
  }
  const membershipTypeId = options.membershipTypeId === undefined ? 2 : options.membershipTypeId;
  if (membershipTypeId !== null) await addMembership(db, companyId, { membershipTypeId });
  if (options.profile) {
    await db.insert(companyProfiles).values({ companyId, ...options.profile });
  }
  return { userId, companyId, email };
}

export function bearer(accessToken: string) {
  return { authorization: `Bearer ${accessToken}` };
}
