import type { UserProfile } from '@club/contract/user';
import { hasActiveMembership, roleNames } from '@club/contract/user-rules';
import { paths } from '@club/contract/site-pages';

// Any origin will do: it only tells a path of this site from an address elsewhere.
const THIS_SITE = 'https://this-site.invalid';

/**
 * The page a visitor came from, when it is safe to send them back: a path of
 * this site (never another site's address, such as `//elsewhere.example` or
 * `/\elsewhere.example`), and not the sign-in page itself. Otherwise null.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(value, THIS_SITE);
  } catch {
    return null;
  }
  if (url.origin !== THIS_SITE || url.pathname === paths.signIn()) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** An administrator with no company of their own: the back office is their start page. */
function isAdminWithoutCompany(profile: UserProfile): boolean {
  return roleNames(profile).includes('admin') && profile.companies.length === 0;
}

/**
 * Where a visitor goes once signed in on /signin: back to the page they came
 * from (when it is a safe path of this site); else an administrator without a
 * company to the back office; else My Leads with an active membership, and My
 * Profile otherwise (also when the profile could not be loaded).
 */
export function afterSignInPath(profile: UserProfile | null, returnTo?: string | null): string {
  const back = safeReturnPath(returnTo);
  if (back) return back;
  if (profile && isAdminWithoutCompany(profile)) return paths.adminOverview();
  return profile && hasActiveMembership(profile) ? paths.myLeads() : paths.myProfile();
}
