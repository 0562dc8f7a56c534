import type { UserProfile } from '@club/contract/user';
import { hasActiveMembership } from '@club/contract/user-rules';
import { paths } from '@club/contract/site-pages';

/**
 * Where a signed-in visitor goes from /signin (spec 001 section 6): My Leads
 * with an active membership, else My Profile (also when the profile could not
 * be loaded).
 */
export function afterSignInPath(profile: UserProfile | null): string {
  return profile && hasActiveMembership(profile) ? paths.myLeads() : paths.myProfile();
}
