import type { UserProfile } from '@club/contract/user';
import { signInPathFrom } from '@club/contract/site-pages';
import { afterSignInPath, safeReturnPath } from './after-sign-in-path';

const membership = (isActive: boolean) => ({
  id: '6f1c1f57-9d7c-4d57-8d6c-1f0b4c7f3a10',
  isActive,
  status: isActive ? ('active' as const) : ('ended' as const),
  membershipType: { id: 2, name: 'Producers' as const },
  startsAt: null,
  endsAt: null,
});

const profileWith = (memberships: ReturnType<typeof membership>[], roles: string[] = []) =>
  ({
    companies: [{ memberships }],
    roles: roles.map((name) => ({ role: { name } })),
  }) as unknown as UserProfile;

const adminWithoutCompany = {
  companies: [],
  roles: [{ role: { name: 'admin' } }],
} as unknown as UserProfile;

describe('afterSignInPath', () => {
  it('sends members with an active membership to My Leads', () => {
    expect(afterSignInPath(profileWith([membership(false), membership(true)]))).toBe('/my-leads');
  });
  it('sends everyone else to My Profile', () => {
    expect(afterSignInPath(profileWith([membership(false)]))).toBe('/my-profile');
    expect(afterSignInPath(null)).toBe('/my-profile');
  });
  it('sends an administrator without a company to the back office', () => {
    expect(afterSignInPath(adminWithoutCompany)).toBe('/admin');
  });
  it('keeps an administrator who also runs a company on the members’ start page', () => {
    expect(afterSignInPath(profileWith([membership(true)], ['admin']))).toBe('/my-leads');
  });
  it('sends anyone back to the page they came from', () => {
    const member = profileWith([membership(true)]);
    expect(afterSignInPath(member, '/members/12?tab=leads')).toBe('/members/12?tab=leads');
    expect(afterSignInPath(adminWithoutCompany, '/admin/members')).toBe('/admin/members');
  });
  it('ignores a return address that leaves the site', () => {
    const member = profileWith([membership(true)]);
    for (const away of [
      'https://elsewhere.example/x',
      '//elsewhere.example/x',
      '/\\elsewhere.example',
      '/\t/elsewhere.example',
      'javascript:alert(1)',
      '/signin?next=/my-leads',
      '',
    ]) {
      expect(afterSignInPath(member, away)).toBe('/my-leads');
    }
  });
});

describe('safeReturnPath and signInPathFrom', () => {
  it('round-trip a page of the site through the sign-in address', () => {
    const address = new URL(signInPathFrom('/members/12?q=tea'), 'https://club.example');
    expect(address.pathname).toBe('/signin');
    expect(safeReturnPath(address.searchParams.get('next'))).toBe('/members/12?q=tea');
  });
  it('gives the plain sign-in address from the home page and the sign-in page', () => {
    expect(signInPathFrom('/')).toBe('/signin');
    expect(signInPathFrom('/signin')).toBe('/signin');
  });
});
