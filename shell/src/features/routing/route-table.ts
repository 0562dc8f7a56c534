import type { RemoteName } from '@club/shared/config/runtime-config';

/**
 * The one route table of the site. Each path maps to exactly one owner: a page
 * module of one remote, or a page of the shell itself. Unknown paths fall
 * through to the shell's 404.
 */
export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  /** The exposed module, e.g. `./HomePage`. */
  module: string;
  /** Fixed props for pages that serve several paths (a city, a service...). */
  props?: Record<string, string>;
}

export interface ShellRoute {
  path: string;
  shellPage: 'signin';
}

export type SiteRoute = RemoteRoute | ShellRoute;

const marketing = (path: string, module: string, props?: Record<string, string>): RemoteRoute => ({
  path,
  remote: 'marketing',
  module,
  ...(props ? { props } : {}),
});
const onboarding = (path: string, module: string): RemoteRoute => ({
  path,
  remote: 'onboarding',
  module,
});
const memberArea = (path: string, module: string): RemoteRoute => ({
  path,
  remote: 'member_area',
  module,
});

export const SERVICE_SLUGS = {
  consult: ['change-management', 'project-management', 'operations-management'],
  coserve: [
    'market-research',
    'market-exposition',
    'market-development',
    'artificial-intelligence',
  ],
} as const;

export const CITY_SLUGS = ['vadodara', 'ahmedabad', 'rajkot', 'surat', 'udaipur', 'pune'] as const;

export const LEGAL_SLUGS = [
  'terms-of-use',
  'privacy-policy',
  'refund-policy',
  'cancellation-policy',
] as const;

export const ROUTES: readonly SiteRoute[] = [
  marketing('/', './HomePage'),
  marketing('/about', './AboutPage'),
  marketing('/contact', './ContactPage'),
  marketing('/location', './LocationPage'),
  marketing('/capital', './CapitalPage'),
  marketing('/continuous-education', './ContinuousEducationPage'),
  marketing('/connect/producers', './ProducersPage'),
  marketing('/connect/providers', './ProvidersPage'),
  ...SERVICE_SLUGS.consult.map((service) =>
    marketing(`/consult/${service}`, './ServicePage', { service }),
  ),
  ...SERVICE_SLUGS.coserve.map((service) =>
    marketing(`/coserve/${service}`, './ServicePage', { service }),
  ),
  ...CITY_SLUGS.map((city) => marketing(`/city/${city}`, './CityPage', { city })),
  marketing('/india-insights', './IndiaInsightsPage'),
  ...LEGAL_SLUGS.map((document) => marketing(`/${document}`, './LegalPage', { document })),
  onboarding('/connect/membership', './MembershipPage'),
  memberArea('/my-account', './MyAccountPage'),
  memberArea('/my-compass', './MyCompassPage'),
  memberArea('/meet-members', './MeetMembersPage'),
  memberArea('/members', './MembersPage'),
  memberArea('/my-profile', './MyProfilePage'),
  memberArea('/my-leads', './MyLeadsPage'),
  memberArea('/create-lead', './CreateLeadPage'),
  { path: '/signin', shellPage: 'signin' },
];

export function isRemoteRoute(route: SiteRoute): route is RemoteRoute {
  return 'remote' in route;
}

const byPath = new Map(ROUTES.map((route) => [route.path, route]));

/** The route that owns a path (without query or hash), if any. */
export function findRoute(pathname: string): SiteRoute | undefined {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byPath.get(normalised);
}

/** Paths without the footer. */
export const PATHS_WITHOUT_FOOTER = new Set(['/signin']);
