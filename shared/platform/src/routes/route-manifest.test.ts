import fc from 'fast-check';
import { matchPath } from 'react-router-dom';
import {
  defineRouteManifest,
  exposedModuleName,
  publishedManifest,
  resolveManifest,
  routeManifestSchema,
  routePathPattern,
} from '@club/platform/routes/route-manifest';

const manifest = defineRouteManifest({
  owner: 'marketing',
  pages: {
    about: {
      path: '/about',
      module: './AboutPage',
      access: 'public',
      title: 'About',
      description: 'd',
    },
    city: {
      path: '/city/:city',
      module: './CityPage',
      access: 'public',
      props: { tone: 'warm' },
      variants: {
        pune: { title: 'Pune, Maharashtra', description: 'Pune' },
        surat: { title: 'Surat, Gujarat', description: 'Surat' },
      },
    },
    lead: {
      path: '/leads/:id',
      module: './LeadPage',
      access: 'member',
      title: 'Lead',
      description: 'd',
    },
  },
});

describe('resolveManifest', () => {
  it('turns each variant into its own path with its own title, and passes the value as a prop', () => {
    const routes = resolveManifest(manifest);
    expect(routes.map((route) => route.path)).toEqual([
      '/about',
      '/city/pune',
      '/city/surat',
      '/leads/:id',
    ]);
    expect(routes[2]).toMatchObject({
      id: 'marketing/city/surat',
      owner: 'marketing',
      module: './CityPage',
      meta: { title: 'Surat, Gujarat', description: 'Surat' },
      props: { tone: 'warm', city: 'surat' },
      footer: true,
    });
  });

  it('refuses a page without variants that has no title', () => {
    const broken = {
      owner: 'marketing' as const,
      pages: { x: { path: '/x', module: './XPage', access: 'public' as const } },
    };
    expect(() => resolveManifest(broken)).toThrow(/needs a title/);
  });
});

describe('routePathPattern', () => {
  const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
  const pathArb = fc.array(
    fc.oneof(
      segment,
      segment.map((name) => `:${name.replace(/^[^a-z]+/, 'p')}`),
    ),
    {
      maxLength: 4,
    },
  );
  const urlArb = fc.tuple(
    fc.array(fc.oneof(segment, fc.constant('x')), { maxLength: 5 }),
    fc.boolean(),
  );

  it('matches exactly the paths react-router matches', () => {
    fc.assert(
      fc.property(pathArb, urlArb, (patternSegments, [urlSegments, trailingSlash]) => {
        const pattern = `/${patternSegments.join('/')}`;
        // Build URLs that often fit the pattern: its static segments with random parameter values.
        const candidates = [
          `/${urlSegments.join('/')}`,
          `/${patternSegments.map((s, i) => (s.startsWith(':') ? (urlSegments[i] ?? 'v') : s)).join('/')}`,
        ].map((url) => (trailingSlash && url !== '/' ? `${url}/` : url));
        for (const url of candidates) {
          const byRouter = matchPath({ path: pattern, end: true }, url) !== null;
          expect(new RegExp(routePathPattern(pattern)).test(url), `${pattern} ~ ${url}`).toBe(
            byRouter,
          );
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('published manifests', () => {
  it('carry the path patterns and still satisfy the schema', () => {
    const published = publishedManifest(manifest);
    expect(routeManifestSchema.safeParse(published).success).toBe(true);
    expect(published.patterns).toEqual([
      '^/about/?$',
      '^/city/pune/?$',
      '^/city/surat/?$',
      '^/leads/[^/]+/?$',
    ]);
  });

  it('refuse a module name that is not an exposed component', () => {
    const bad = { ...manifest, pages: { x: { ...manifest.pages.about, module: 'AboutPage' } } };
    expect(routeManifestSchema.safeParse(bad).success).toBe(false);
  });
});

describe('exposedModuleName', () => {
  it('names a component file as its exposed module', () => {
    expect(exposedModuleName('city-page.tsx')).toBe('./CityPage');
    expect(exposedModuleName('./locations/india-insights-page.tsx')).toBe('./IndiaInsightsPage');
    expect(exposedModuleName('news-manager.tsx')).toBe('./NewsManager');
  });
});
