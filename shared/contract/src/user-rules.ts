import type { UserProfile } from '@club/contract/user';

/**
 * What the site reads from the current user's profile (GET /me). Apart from
 * the profile's schema so that the session store, which every page loads
 * before its first paint, does not bring the schema library with it.
 */

/** Where the current user's profile is read (meEndpoints.profile), without the schemas. */
export const PROFILE_PATH = '/me';

export function roleNames(profile: Pick<UserProfile, 'roles'>): string[] {
  return profile.roles.map((entry) => entry.role.name);
}

/** True when the first company has an active membership: what the member-only pages ask for. */
export function hasActiveMembership(profile: Pick<UserProfile, 'companies'>): boolean {
  const first = profile.companies[0];
  return Boolean(first?.memberships.some((membership) => membership.isActive));
}
