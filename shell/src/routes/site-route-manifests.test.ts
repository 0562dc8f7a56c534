import {
  manifestPathPatterns,
  resolveManifest,
  routeManifestSchema,
  routePathPattern,
  type PageRoute,
} from '@club/platform/routes/route-manifest';
import { pathParamName, paths, SITE_PAGES } from '@club/contract/site-pages';
import { BOOT_ROUTE_MANIFESTS } from './boot-route-manifests';
import { REMOTE_ROUTE_DESCRIPTIONS } from './remote-route-descriptions';
import { withDescriptions } from './route-descriptions';
import { SITE_ROUTE_MANIFESTS } from './site-route-manifests';

const allRoutes = SITE_ROUTE_MANIFESTS.flatMap(resolveManifest);

describe('the site route manifests', () => {
  it('are valid manifests, with titles and descriptions a browser can show', () => {
    for (const manifest of SITE_ROUTE_MANIFESTS) {
      expect(routeManifestSchema.safeParse(manifest).success, manifest.owner).toBe(true);
    }
    for (const route of allRoutes) {
      expect(route.meta.description.length, route.id).toBeGreaterThan(40);
      expect(route.meta.description.length, route.id).toBeLessThanOrEqual(170);
    }
  });

  it('boot without the remotes’ descriptions, which the build puts back as they were', () => {
    const remoteRoutes = BOOT_ROUTE_MANIFESTS.filter((manifest) => manifest.owner !== 'shell');
    expect(remoteRoutes.length).toBeGreaterThan(0);
    for (const route of remoteRoutes.flatMap(resolveManifest)) {
      expect(route.meta.description, route.id).toBe('');
    }
    expect(
      BOOT_ROUTE_MANIFESTS.map((manifest) =>
        manifest.owner === 'shell'
          ? manifest
          : withDescriptions(manifest, REMOTE_ROUTE_DESCRIPTIONS),
      ),
    ).toEqual(SITE_ROUTE_MANIFESTS);
  });

  it('give every path exactly one owner', () => {
    const seen = new Map<string, string>();
    for (const route of allRoutes) {
      expect(seen.get(route.path), `${route.path}: ${route.id}`).toBeUndefined();
      seen.set(route.path, route.id);
    }
  });

  it('name every page with a key used once in the whole site', () => {
    const keys = SITE_ROUTE_MANIFESTS.flatMap((manifest) => Object.keys(manifest.pages));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('hold the route table of the product', () => {
    const owners = Object.fromEntries(allRoutes.map((route) => [route.path, route.owner]));
    expect(owners).toMatchObject({
      '/': 'marketing',
      '/city/pune': 'marketing',
      '/coserve/artificial-intelligence': 'marketing',
      '/privacy-policy': 'marketing',
      '/connect/membership': 'onboarding',
      '/members': 'member_area',
      '/members/:id': 'member_area',
      '/create-lead': 'member_area',
      '/signin': 'shell',
      // Beyond the spec's table: the newsletter e-mails' links.
      '/newsletter/confirm': 'marketing',
      '/newsletter/unsubscribe': 'marketing',
      // A new member's first steps, after the first payment.
      '/welcome': 'member_area',
      // The back office (admins).
      '/admin': 'news_admin',
      '/admin/members': 'news_admin',
      '/admin/members/:id': 'news_admin',
      '/admin/payments': 'news_admin',
      '/admin/gst': 'news_admin',
      '/admin/paid-events': 'news_admin',
      '/admin/inquiries': 'news_admin',
      '/admin/newsletter': 'news_admin',
      '/admin/audit': 'news_admin',
      // Privacy rights: the member's page and the back office's corrections.
      '/my-account/privacy': 'member_area',
      '/admin/corrections': 'news_admin',
      // Chapter meetings: the public list and a meeting, members' tickets, the staff's pages.
      '/events': 'events',
      '/events/:id': 'events',
      '/my-meetings': 'events',
      // Paid events: an event's page and everyone's tickets.
      '/events/e/:id': 'events',
      '/my-tickets': 'events',
      '/check-in': 'events',
      '/chapters': 'events',
      // 1-to-1s between members.
      '/one-to-ones': 'events',
      '/one-to-ones/new': 'events',
      // Visitors: members' invitations, the guest's registration, the staff's pipeline.
      '/my-invitations': 'events',
      '/visit': 'events',
      '/visit/stop-emails': 'events',
      '/admin/visitors': 'news_admin',
    });
    expect(owners['/city/atlantis']).toBeUndefined();
  });

  it('keep the footer off the sign-in page only', () => {
    expect(allRoutes.filter((route) => !route.footer).map((route) => route.path)).toEqual([
      '/signin',
    ]);
  });
});

describe('paths', () => {
  it('builds the link of every page other apps link to', () => {
    expect(paths.home()).toBe('/');
    expect(paths.membership()).toBe('/connect/membership');
    expect(paths.city('pune')).toBe('/city/pune');
    expect(paths.consult('change-management')).toBe('/consult/change-management');
    expect(paths.legal('refund-policy')).toBe('/refund-policy');
    expect(paths.signIn()).toBe('/signin');
    expect(paths.memberCompany('0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6')).toBe(
      '/members/0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
    );
  });

  it("answers a member company's page for any id, and only one segment deep", () => {
    const published = SITE_ROUTE_MANIFESTS.flatMap(manifestPathPatterns).map(
      (source) => new RegExp(source),
    );
    const known = (path: string) => published.some((pattern) => pattern.test(path));
    expect(known('/members/0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6')).toBe(true);
    expect(known('/members/0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6/')).toBe(true);
    expect(known('/members')).toBe(true);
    expect(known('/members/a/b')).toBe(false);
  });

  it('links only to pages the site has: each address others link to is one page of one app', () => {
    for (const [key, path] of Object.entries(SITE_PAGES)) {
      const owners = SITE_ROUTE_MANIFESTS.filter(
        (manifest) => (manifest.pages as Record<string, PageRoute>)[key]?.path === path,
      );
      expect(
        owners.map((manifest) => manifest.owner),
        key,
      ).toHaveLength(1);
    }
  });

  it('builds each address into a path that a page answers', () => {
    const patterns = allRoutes.map((route) => new RegExp(routePathPattern(route.path)));
    for (const manifest of SITE_ROUTE_MANIFESTS) {
      for (const [key, page] of Object.entries(manifest.pages as Record<string, PageRoute>)) {
        const build = (paths as unknown as Record<string, (value?: string) => string>)[key];
        if (!(key in SITE_PAGES)) {
          expect(build, `${key} is linked only inside its app`).toBeUndefined();
          continue;
        }
        const param = pathParamName(page.path);
        const value = page.variants ? Object.keys(page.variants)[0] : param ? 'x1' : undefined;
        const built = build?.(value) ?? '';
        expect(
          patterns.some((pattern) => pattern.test(built)),
          built,
        ).toBe(true);
      }
    }
  });
});
