import { findRoute, isRemoteRoute, ROUTES } from './route-table';

describe('route table', () => {
  it('maps each path to exactly one owner', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives each remote its own pages', () => {
    const owner = (path: string) => {
      const route = findRoute(path);
      return route && isRemoteRoute(route) ? route.remote : route ? 'shell' : undefined;
    };
    expect(owner('/')).toBe('marketing');
    expect(owner('/city/pune')).toBe('marketing');
    expect(owner('/coserve/artificial-intelligence')).toBe('marketing');
    expect(owner('/connect/membership')).toBe('onboarding');
    expect(owner('/members')).toBe('member_area');
    expect(owner('/create-lead')).toBe('member_area');
    expect(owner('/signin')).toBe('shell');
    expect(owner('/city/atlantis')).toBeUndefined();
  });

  it('ignores a trailing slash', () => {
    expect(findRoute('/about/')?.path).toBe('/about');
  });

  it('passes the slug to pages that serve several paths', () => {
    const route = findRoute('/consult/project-management');
    expect(route && isRemoteRoute(route) ? route.props : undefined).toEqual({
      service: 'project-management',
    });
  });
});
