import type { UserProfile } from '@club/contract/user';
import { afterSignInPath } from './after-sign-in-path';

const membership = (isActive: boolean) => ({
  id: '6f1c1f57-9d7c-4d57-8d6c-1f0b4c7f3a10',
  isActive,
  status: isActive ? ('active' as const) : ('ended' as const),
  membershipType: { id: 2, name: 'Producers' as const },
  startsAt: null,
  endsAt: null,
});

const profileWith = (memberships: ReturnType<typeof membership>[]) =>
  ({ companies: [{ memberships }] }) as unknown as UserProfile;

describe('afterSignInPath', () => {
  it('sends members with an active membership to My Leads', () => {
    expect(afterSignInPath(profileWith([membership(false), membership(true)]))).toBe('/my-leads');
  });
  it('sends everyone else to My Profile', () => {
    expect(afterSignInPath(profileWith([membership(false)]))).toBe('/my-profile');
    expect(afterSignInPath(null)).toBe('/my-profile');
  });
});
